-- Starts `html-microsyntax lsp` for one HTML file in a headless Neovim,
-- waits for the diagnostics, and writes them to a file, one a line:
-- `lnum:col-end_lnum:end_col code source severity` (0-based lines, byte
-- columns as Neovim stores them). Neovim 0.7 and later (vim.lsp.start from
-- 0.8 where present, vim.lsp.start_client before).
local server = os.getenv('HMS_SERVER')
local file = os.getenv('HMS_FILE')
local out = os.getenv('HMS_OUT')

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
local config = {
  name = 'html-microsyntax',
  cmd = { server, 'lsp' },
  root_dir = vim.fn.fnamemodify(file, ':h'),
}
local id
if vim.lsp.start then
  id = vim.lsp.start(config)
else
  id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(buf, id)
end

local lines = {}
local received = vim.wait(30000, function()
  return #vim.diagnostic.get(buf) > 0
end, 50)
if not received then
  table.insert(lines, 'no diagnostics within 30 s')
end
local client = vim.lsp.get_client_by_id(id)
if client then
  table.insert(lines, 'encoding ' .. tostring(client.offset_encoding))
end
local diagnostics = vim.diagnostic.get(buf)
table.sort(diagnostics, function(a, b)
  return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col)
end)
for _, d in ipairs(diagnostics) do
  table.insert(lines, string.format('%d:%d-%d:%d %s %s %d',
    d.lnum, d.col, d.end_lnum, d.end_col, tostring(d.code), tostring(d.source), d.severity))
end
vim.fn.writefile(lines, out)
vim.lsp.stop_client(id)
vim.cmd('qa!')
