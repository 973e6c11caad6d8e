"""What is kept on disk: settings, journal, recovery, meters, PIN, balance, paths. Imports only engine.core."""
