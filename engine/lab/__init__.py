"""The lab's tools and the reports that join the store with the figures: scenario replay, headless
autoplay, the meters report, the player's statistics. Imports engine.core, engine.math and
engine.store.
"""
