---@brief
---
--- ptx-lsp: language server for NVIDIA PTX assembly (diagnostics, hover, completion,
--- navigation). Install the server with `pipx install ptx-lsp` (or `pip install ptx-lsp` in a
--- virtual environment), then:
---
--- ```lua
--- vim.lsp.enable('ptx_lsp')
--- ```
---
--- Settings (all optional) go under `settings.ptx`, for example
--- `{ ptx = { defaultTarget = 'sm_90a', diagnostics = { disabled = { 'PTX603' } } } }`;
--- the keys are listed in docs/editors.md of the ptx-lsp repository.

---@type vim.lsp.Config
return {
  cmd = { 'ptx-lsp', 'serve' },
  filetypes = { 'ptx' },
  root_markers = { '.git' },
  -- An empty Lua table is sent as a JSON list; vim.empty_dict() is sent as `{}`.
  init_options = vim.empty_dict(),
  settings = { ptx = vim.empty_dict() },
}
