"""The croupier subcommands. Imports any of the engine, never the table (gui)."""
