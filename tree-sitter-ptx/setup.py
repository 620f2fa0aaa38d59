"""Build the tree_sitter_ptx extension from the committed generated parser (src/parser.c)."""

from os.path import isdir, join
from shutil import copytree, rmtree

from setuptools import Extension, find_packages, setup
from setuptools.command.build import build
from setuptools.command.build_ext import build_ext

try:  # setuptools >= 70.1 ships bdist_wheel itself; older set-ups get it from `wheel`.
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # pragma: no cover - depends on the build environment
    try:
        from wheel.bdist_wheel import bdist_wheel
    except ImportError:  # no wheel support at all (e.g. `setup.py build_ext`): no tag override
        bdist_wheel = None


class Build(build):
    """Copy queries/*.scm into the package so query_text() works from an installed wheel."""

    def run(self):
        if isdir("queries"):
            dest = join(self.build_lib, "tree_sitter_ptx", "queries")
            rmtree(dest, ignore_errors=True)
            copytree("queries", dest)
        super().run()


class BuildExt(build_ext):
    """C11 and hidden symbols on gcc/clang; MSVC compiles the parser with its defaults."""

    def build_extensions(self):
        if self.compiler.compiler_type != "msvc":
            for ext in self.extensions:
                ext.extra_compile_args = ["-std=c11", "-fvisibility=hidden", *ext.extra_compile_args]
        super().build_extensions()


commands = {"build": Build, "build_ext": BuildExt}

if bdist_wheel is not None:

    class BdistWheel(bdist_wheel):
        """Tag the wheel for the stable ABI (cp310+), matching py_limited_api below."""

        def get_tag(self):
            python, abi, platform = super().get_tag()
            if python.startswith("cp"):
                python, abi = "cp310", "abi3"
            return python, abi, platform

    commands["bdist_wheel"] = BdistWheel


setup(
    packages=find_packages("bindings/python"),
    package_dir={"": "bindings/python"},
    package_data={"tree_sitter_ptx": ["*.pyi", "py.typed", "queries/*.scm"]},
    ext_package="tree_sitter_ptx",
    ext_modules=[
        Extension(
            name="_binding",
            sources=["bindings/python/tree_sitter_ptx/binding.c", "src/parser.c", "src/scanner.c"],
            define_macros=[("Py_LIMITED_API", "0x030A0000"), ("PY_SSIZE_T_CLEAN", None)],
            include_dirs=["src"],
            py_limited_api=True,
        )
    ],
    cmdclass=commands,
    zip_safe=False,
)
