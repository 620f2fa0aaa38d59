#!/usr/bin/env bash
# Build ptx-lsp the way the release workflow does (sdists, the grammar wheel built from its sdist
# with the local C compiler, the pure-Python server wheel), then install it as a user would — into
# a fresh virtual environment and with pipx, away from the checkout — and use it.
#
# Usage: tools/check_install.sh [DIST_DIR]   (keeps the built files in DIST_DIR when given)
# Needs: python3 (>= 3.10) with venv, a C compiler, and the package index for the dependencies.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dist=${1:-$work/dist}
mkdir -p "$dist"
say() { printf 'check_install: %s\n' "$*" >&2; }

python3 -m venv "$work/tools"
"$work/tools/bin/python" -m pip install -q --upgrade pip build pipx

say "building sdists and wheels into $dist"
"$work/tools/bin/python" -m build -q --sdist --outdir "$dist" "$root/tree-sitter-ptx" >/dev/null
"$work/tools/bin/python" -m build -q --outdir "$dist" "$root" >/dev/null
# The grammar's wheel from its sdist, as pip does on a platform without a published wheel: this
# proves the sdist carries everything a plain C compiler needs.
"$work/tools/bin/python" -m pip wheel -q --no-deps --wheel-dir "$dist" "$dist"/tree_sitter_ptx-*.tar.gz
ls -1 "$dist" >&2
version=$("$work/tools/bin/python" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' \
  "$root/pyproject.toml" 2>/dev/null || sed -n 's/^version = "\(.*\)"/\1/p' "$root/pyproject.toml")

cd "$work"  # nothing of the checkout on sys.path from here on
sample=$work/saxpy.ptx
broken=$work/broken.ptx
cp "$root/examples/saxpy.ptx" "$sample"
cp "$root/examples/broken.ptx" "$broken"

smoke() {  # $1: the ptx-lsp executable, $2: its python
  local exe=$1 py=$2
  if [ ! -x "$exe" ]; then  # once seen in CI (exit 127); say what the install left behind
    say "no executable $exe after the install; its bin/ and the installed files:"
    ls -l "$(dirname "$exe")" >&2 || true
    "$py" -m pip show -f ptx-lsp >&2 || true
    exit 1
  fi
  "$exe" --version
  "$exe" check "$sample"
  if "$exe" check --quiet "$broken" >/dev/null; then say "broken.ptx passed the check"; exit 1; fi
  # (grep reads all of it: `grep -q` would stop at the match, and `spec add` writing on into the closed
  # pipe dies of SIGPIPE, which pipefail turns into a failure: rc 141 in CI once)
  "$exe" spec add | grep '^Forms (' >/dev/null
  "$py" - "$root" <<'PY'
import json, subprocess, sys
import ptx_lsp, tree_sitter_ptx
root = sys.argv[1]
for mod in (ptx_lsp, tree_sitter_ptx):
    assert not mod.__file__.startswith(root), f"{mod.__name__} imported from the checkout: {mod.__file__}"
# The language server answers initialize over stdio.
body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                   "params": {"processId": None, "rootUri": None, "capabilities": {}}}).encode()
msgs = b"Content-Length: %d\r\n\r\n%s" % (len(body), body)
for m in ({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}):
    b = json.dumps(m).encode()
    msgs += b"Content-Length: %d\r\n\r\n%s" % (len(b), b)
out = subprocess.run([sys.executable, "-m", "ptx_lsp"], input=msgs, capture_output=True, timeout=120).stdout
assert b'"completionProvider"' in out, out[:500]
print("server answered initialize;", ptx_lsp.__file__)
PY
}

say "pip install ptx-lsp into a fresh venv"
python3 -m venv "$work/user"
"$work/user/bin/python" -m pip install -q --find-links "$dist" "ptx-lsp==$version"
smoke "$work/user/bin/ptx-lsp" "$work/user/bin/python"

say "pipx install ptx-lsp"
export PIPX_HOME=$work/pipx PIPX_BIN_DIR=$work/pipx-bin PIPX_MAN_DIR=$work/pipx-man
"$work/tools/bin/pipx" install --pip-args "--find-links $dist" "ptx-lsp==$version" >/dev/null
smoke "$PIPX_BIN_DIR/ptx-lsp" "$PIPX_HOME/venvs/ptx-lsp/bin/python"

say "OK: ptx-lsp $version installs and runs from its wheels (venv and pipx)"
