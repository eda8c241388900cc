"""The `companion` command: a thin layer over the engines (see docs/cli.md)."""
