"""I/O around the analysis: NVIDIA's tools (ptxas diagnostics, `-v` resources, cubins and SASS) and
the workspace's `.ptx` files on disk.

**Nothing here knows LSP; everything here may block, so callers run it off the event loop
(`runner.TOOL_POOL` / `runner.DocumentJobs`).**
**One trust policy for every executable (`tools.TrustPolicy`): absolute, existing, named as the
tool, outside the workspace unless the client says the workspace is trusted.**

Modules: `tools` (discovery and the policy), `runner` (one bounded process run, per-document
jobs), `ptxas` (diagnostics, resources, SASS runs), `resources` (parsing `ptxas -v`, declared
limits; pure), `loc` (`.loc`/`.file` navigation; pure but for checking the file exists),
`workspace` (the scanner: regular files only, bounded by bytes, cancellable; module-level
declarations of files that are not open, for workspace symbols and cross-file links).
"""
