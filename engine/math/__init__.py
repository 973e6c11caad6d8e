"""Exact odds, dealer probabilities, basic strategy, the base game's house edge and the simulator.
Imports only engine.core.
"""
