"""The game itself: cards, money, rules and profiles, pay tables, side-bet evaluators, the shoe, hands,
the round, its events and commands, the projection and the session. Imports only the standard
library.
"""
