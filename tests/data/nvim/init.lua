-- Headless Neovim driver for tests/lsp/test_neovim.py.
--
-- Starts ptx-lsp with Neovim's built-in LSP client on one PTX file, waits for its diagnostics,
-- sends the requests the test asks for, and writes everything Neovim received to a JSON file.
-- Works on Neovim 0.7 (Debian 12's package: vim.lsp.start_client) and 0.8+ (vim.lsp.start).
--
-- Environment (all set by the test):
--   PTX_LSP_CMD       JSON list: the server command
--   PTX_LSP_FILE      the PTX file to open
--   PTX_LSP_OUT       where to write the JSON result
--   PTX_LSP_INIT      JSON object: initializationOptions
--   PTX_LSP_REQUESTS  JSON list of {"name", "method", "line", "character"} (0-based, UTF-16)
--   PTX_LSP_TIMEOUT_MS  per-step time limit (default 20000)
--   PTX_LSP_FILETYPE  the buffer's filetype, sent as languageId (default "ptx"; "cuda" for .cu files)

local env = vim.env
local timeout = tonumber(env.PTX_LSP_TIMEOUT_MS or "") or 20000
local v = vim.version()
local out = { nvim_version = string.format("%d.%d.%d", v.major, v.minor, v.patch), steps = {} }

local function write_out()
  vim.fn.writefile({ vim.fn.json_encode(out) }, env.PTX_LSP_OUT)
end

local function step(name)
  table.insert(out.steps, name)
end

local function run()
  local cmd = vim.fn.json_decode(env.PTX_LSP_CMD)
  local file = vim.fn.fnamemodify(env.PTX_LSP_FILE, ":p")
  local init_options = vim.fn.json_decode(env.PTX_LSP_INIT or "{}")
  local requests = vim.fn.json_decode(env.PTX_LSP_REQUESTS or "[]")

  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.api.nvim_buf_set_option(bufnr, "filetype", env.PTX_LSP_FILETYPE or "ptx")
  out.uri = vim.uri_from_bufnr(bufnr)

  out.published = {}
  local handlers = {
    ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
      table.insert(out.published, result)
      return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
    end,
  }
  local config = {
    name = "ptx-lsp",
    cmd = cmd,
    root_dir = vim.fn.fnamemodify(file, ":h"),
    init_options = init_options,
    handlers = handlers,
    -- The requests below carry UTF-16 columns: offer only that encoding, so Neovim 0.10+ (which
    -- would otherwise negotiate UTF-8) and 0.7 measure positions the same way.
    capabilities = (function()
      local caps = vim.lsp.protocol.make_client_capabilities()
      caps.general = caps.general or {}
      caps.general.positionEncodings = { "utf-16" }
      return caps
    end)(),
    on_exit = function(code, signal)
      out.server_exit = { code = code, signal = signal }
    end,
  }

  local client_id
  if vim.lsp.start ~= nil then
    client_id = vim.lsp.start(config, { bufnr = bufnr })
  else
    client_id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(bufnr, client_id)
  end
  assert(client_id, "the client did not start")
  step("started")

  -- Diagnostics: the first publish for our file (didOpen is sent once the server initialized).
  local got = vim.wait(timeout, function()
    for _, p in ipairs(out.published) do
      if p.uri == out.uri then
        return true
      end
    end
    return false
  end, 20)
  assert(got, "no textDocument/publishDiagnostics for " .. out.uri .. " within " .. timeout .. " ms")
  step("diagnostics")

  local client = vim.lsp.get_client_by_id(client_id)
  out.server_name = client.name
  out.capabilities = client.server_capabilities or vim.NIL
  out.offset_encoding = client.offset_encoding or vim.NIL

  -- What Neovim's diagnostic framework holds (0-based lnum/col), not just the raw notification.
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(out.diagnostics, {
      lnum = d.lnum,
      col = d.col,
      end_lnum = d.end_lnum,
      end_col = d.end_col,
      severity = d.severity,
      message = d.message,
      code = (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or d.code or vim.NIL,
    })
  end

  out.responses = {}
  for _, r in ipairs(requests) do
    local params = {
      textDocument = { uri = out.uri },
      position = { line = r.line, character = r.character },
    }
    local responses, err = vim.lsp.buf_request_sync(bufnr, r.method, params, timeout)
    local entry = { method = r.method }
    if responses == nil then
      entry.error = err or "no response"
    else
      local response = responses[client_id] or {}
      entry.result = response.result == nil and vim.NIL or response.result
      entry.error = response.error == nil and vim.NIL or response.error
    end
    out.responses[r.name] = entry
    step(r.name)
  end

  -- Clean shutdown: shutdown request + exit notification, then the process must end by itself.
  vim.lsp.stop_client(client_id)
  vim.wait(timeout, function()
    return out.server_exit ~= nil
  end, 20)
  step("stopped")
end

vim.schedule(function()
  local ok, err = pcall(run)
  if not ok then
    out.error = tostring(err)
  end
  local wrote, werr = pcall(write_out)
  if not wrote then
    io.stderr:write("could not write " .. tostring(env.PTX_LSP_OUT) .. ": " .. tostring(werr) .. "\n")
  end
  vim.cmd(ok and wrote and "qall!" or "cquit! 1")
end)
