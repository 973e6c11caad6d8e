"""Croupier: a blackjack table dealt to the letter of the Lucky Ladies (France) and Lucky Lucky
(Puerto Rico) regulations.

Installed, everything lives under this one name: ``croupier.engine`` (the rules, no Qt),
``croupier.gui`` (the PySide6 table) and ``croupier.assets`` (translations, sounds, icons). This
package itself holds only the ``croupier`` command, which sits above both the engine's command line
and the table and picks one (:mod:`croupier.__main__`).
"""
