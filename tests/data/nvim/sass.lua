-- Headless Neovim driver for tests/lsp/test_neovim_sass.py: runs the documented :PtxSass command.
--
-- Starts ptx-lsp on one PTX file, sources the user command block from docs/insight.md (extracted
-- by the test into PTX_LSP_SNIPPET), puts the cursor on PTX_LSP_LINE (1-based), runs :PtxSass and
-- writes the SASS buffer Neovim opened (its lines, cursor, options) to PTX_LSP_OUT as JSON.

local env = vim.env
local timeout = tonumber(env.PTX_LSP_TIMEOUT_MS or "") or 120000
local out = { steps = {} }

local function run()
  local file = vim.fn.fnamemodify(env.PTX_LSP_FILE, ":p")
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.api.nvim_buf_set_option(bufnr, "filetype", "ptx")
  local config = {
    name = "ptx-lsp",
    cmd = vim.fn.json_decode(env.PTX_LSP_CMD),
    root_dir = vim.fn.fnamemodify(file, ":h"),
    init_options = vim.fn.json_decode(env.PTX_LSP_INIT or "{}"),
  }
  local client_id
  if vim.lsp.start ~= nil then
    client_id = vim.lsp.start(config, { bufnr = bufnr })
  else
    client_id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(bufnr, client_id)
  end
  assert(client_id, "the client did not start")
  assert(vim.wait(timeout, function()
    local client = vim.lsp.get_client_by_id(client_id)
    return client ~= nil and client.initialized
  end, 20), "the server did not initialize")
  table.insert(out.steps, "initialized")

  dofile(env.PTX_LSP_SNIPPET)
  vim.api.nvim_win_set_cursor(0, { tonumber(env.PTX_LSP_LINE), 0 })
  local before = #vim.api.nvim_list_bufs()
  vim.cmd("PtxSass")
  assert(vim.wait(timeout, function()
    return #vim.api.nvim_list_bufs() > before and vim.bo.buftype == "nofile"
  end, 50), "no SASS buffer opened")
  table.insert(out.steps, "sass")
  local buf = vim.api.nvim_get_current_buf()
  out.lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  out.cursor = vim.api.nvim_win_get_cursor(0)
  out.modifiable = vim.bo[buf].modifiable
  out.windows = #vim.api.nvim_list_wins()
  vim.lsp.stop_client(client_id)
end

vim.schedule(function()
  local ok, err = pcall(run)
  if not ok then
    out.error = tostring(err)
  end
  vim.fn.writefile({ vim.fn.json_encode(out) }, env.PTX_LSP_OUT)
  vim.cmd("qall!")
end)
