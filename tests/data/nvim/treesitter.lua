-- Headless Neovim driver for the tree-sitter part of tests/lsp/test_neovim.py.
--
-- Loads the tree-sitter-ptx parser and its queries the way docs/editors.md tells users to
-- (parser/ptx.so and queries/ptx/*.scm on the runtimepath, no plugin), parses one file, and
-- writes the highlight captures Neovim computes to a JSON file.
--
-- Environment: PTX_TS_SITE (the runtimepath folder), PTX_LSP_FILE, PTX_LSP_OUT.

vim.opt.runtimepath:prepend(vim.env.PTX_TS_SITE)

-- Neovim 0.7-0.8 names first, then the 0.9+/0.10+ ones.
local get_query = vim.treesitter.query.get or vim.treesitter.query.get_query
local node_text = vim.treesitter.get_node_text or vim.treesitter.query.get_node_text

vim.schedule(function()
  local out = { queries = {}, captures = {} }
  local ok, err = pcall(function()
    vim.cmd("edit " .. vim.fn.fnameescape(vim.env.PTX_LSP_FILE))
    local buf = vim.api.nvim_get_current_buf()
    local root = vim.treesitter.get_parser(buf, "ptx"):parse()[1]:root()
    out.root_type = root:type()
    out.has_error = root:has_error()
    for _, name in ipairs({ "highlights", "locals", "folds", "indents" }) do
      local query = get_query("ptx", name)
      out.queries[name] = query and #query.captures or vim.NIL
    end
    local highlights = get_query("ptx", "highlights")
    for id, node in highlights:iter_captures(root, buf, 0, -1) do
      local row = node:start()
      table.insert(out.captures, { capture = highlights.captures[id], text = node_text(node, buf), line = row })
    end
  end)
  if not ok then
    out.error = tostring(err)
  end
  vim.fn.writefile({ vim.fn.json_encode(out) }, vim.env.PTX_LSP_OUT)
  vim.cmd("qall!")
end)
