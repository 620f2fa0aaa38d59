"""Put the ptx-lsp server into `bundled/` for a platform-specific .vsix (`npm run bundle-server`).

**Builds from this checkout, for the platform this runs on** (the release workflow runs it on
each OS/arch): the ptx-lsp and tree-sitter-ptx wheels are built locally, the dependencies come
from the package index. `bundled/libs/` gets everything that is pure Python or stable ABI
(for Python 3.10, the oldest supported, with its backports such as exceptiongroup); `bundled/libs-cp3X/` gets the tree-sitter binding for each CPython
3.10 … 3.14, whose wheels are per version.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

EXT = Path(__file__).resolve().parents[1]
REPO = EXT.parent
BUNDLED = EXT / "bundled"
PYTHONS = ("3.10", "3.11", "3.12", "3.13", "3.14")
PER_VERSION = "tree-sitter"  # the distribution whose wheels are per CPython version
# Dependencies required only on older Pythons (`; python_version < "3.11"`): pip evaluates markers
# for the interpreter running it, not for --python-version, so they are added explicitly.
BACKPORTS = ("exceptiongroup",)


def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *args], check=True)


def platform_tags() -> list[str]:
    """The pip `--platform` tags for this machine: the index's (manylinux/macosx/win) and the local build's."""
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    if plat.startswith("linux_"):
        arch = plat[len("linux_"):]
        return [f"manylinux_2_28_{arch}", f"manylinux_2_17_{arch}", f"manylinux2014_{arch}", plat]
    if plat.startswith("macosx_"):
        arch = plat.rsplit("_", 1)[1]
        return [f"macosx_11_0_{arch}", f"macosx_10_9_{arch}", "macosx_11_0_universal2", "macosx_10_9_universal2", plat]
    return [plat]


def installed_version(name: str, libs: Path) -> str:
    for info in libs.glob(f"{name.replace('-', '_')}-*.dist-info"):
        return info.name[len(name) + 1 : -len(".dist-info")]
    raise SystemExit(f"bundle_server: {name} was not installed into {libs}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pythons", nargs="*", default=list(PYTHONS), help="CPython versions to bundle the binding for")
    args = parser.parse_args()
    for old in [BUNDLED / "libs", *BUNDLED.glob("libs-cp*")]:
        shutil.rmtree(old, ignore_errors=True)
    libs = BUNDLED / "libs"
    platforms = [arg for tag in platform_tags() for arg in ("--platform", tag)]
    with tempfile.TemporaryDirectory() as tmp:
        wheels = Path(tmp)
        pip("wheel", "--no-deps", "--wheel-dir", str(wheels), str(REPO / "tree-sitter-ptx"), str(REPO))
        local = sorted(str(w) for w in wheels.glob("*.whl"))
        # Everything for the oldest supported Python; the per-version binding is replaced below.
        pip("install", "--target", str(libs), "--find-links", str(wheels), "--only-binary", ":all:",
            "--python-version", "3.10", "--implementation", "cp", *platforms, *local)
    pip("install", "--target", str(libs), "--no-deps", "--only-binary", ":all:", *BACKPORTS)
    version = installed_version(PER_VERSION, libs)
    for path in [*libs.glob("tree_sitter"), *libs.glob("tree_sitter-*.dist-info")]:
        shutil.rmtree(path)
    for py in args.pythons:
        target = BUNDLED / f"libs-cp{py.replace('.', '')}"
        pip("install", "--target", str(target), "--no-deps", "--only-binary", ":all:", "--python-version", py,
            "--implementation", "cp", *platforms, f"{PER_VERSION}=={version}")
    for cache in BUNDLED.rglob("__pycache__"):
        shutil.rmtree(cache)
    shutil.rmtree(libs / "bin", ignore_errors=True)  # console scripts: the extension runs launch.py
    size = sum(f.stat().st_size for f in BUNDLED.rglob("*") if f.is_file())
    print(f"bundle_server: {BUNDLED} ({size / 1e6:.1f} MB): libs + "
          f"{', '.join(p.name for p in sorted(BUNDLED.glob('libs-cp*')))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
