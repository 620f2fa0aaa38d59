//! Zed extension: starts `ptx-lsp serve` for PTX files (the server is installed separately,
//! `pipx install ptx-lsp`), passing the user's `lsp.ptx-lsp` settings through.
use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

struct Ptx;

impl zed::Extension for Ptx {
    fn new() -> Self {
        Ptx
    }

    fn language_server_command(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let command = worktree
            .which("ptx-lsp")
            .ok_or("ptx-lsp is not on PATH: install it with `pipx install ptx-lsp`")?;
        Ok(zed::Command { command, args: vec!["serve".into()], env: Default::default() })
    }

    fn language_server_initialization_options(
        &mut self,
        id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        Ok(LspSettings::for_worktree(id.as_ref(), worktree)?.initialization_options)
    }

    fn language_server_workspace_configuration(
        &mut self,
        id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        Ok(LspSettings::for_worktree(id.as_ref(), worktree)?.settings)
    }
}

zed::register_extension!(Ptx);
