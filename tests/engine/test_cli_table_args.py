"""``croupier`` without a command reads its options as the parser does, building the parser only when
the arguments need it (:func:`engine.cli.main.table_args`)."""

from __future__ import annotations

import pytest

from croupier.engine.cli import main as cli

PLAIN = [[], ["--data-dir", "/tmp/d", "--lang", "fr"], ["--kiosk"], ["--kiosk", "--verbose", "--config", "a b.toml"],
         ["--profile", "puerto-rico", "--screenshot", "x.png"], ["--lang", "en", "--lang", "es"],
         ["--data-dir", ""]]  # fmt: skip


@pytest.mark.parametrize("argv", PLAIN, ids=repr)
def test_the_table_s_options_written_in_full_are_read_as_the_parser_reads_them_without_it(
    argv: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = cli.table_parser().parse_args(argv)

    def no_parser() -> None:
        raise AssertionError("the parser was built")

    monkeypatch.setattr(cli, "table_parser", no_parser)
    assert cli.table_args(argv) == expected


OTHERS = [["--data", "/tmp/d"], ["--lang=fr"], ["--lang", "de"], ["--config"], ["--config", "--kiosk"], ["x"],
          ["--profile", "nevada"], ["--version"], ["--help"], ["--", "--kiosk"]]  # fmt: skip


@pytest.mark.parametrize("argv", OTHERS, ids=repr)
def test_anything_else_goes_to_the_parser_which_answers_or_refuses_as_before(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        expected: object = cli.table_parser().parse_args(argv)
    except SystemExit as e:
        expected = ("exit", e.code, capsys.readouterr())
    try:
        got: object = cli.table_args(argv)
    except SystemExit as e:
        got = ("exit", e.code, capsys.readouterr())
    assert got == expected


def test_the_table_s_options_are_declared_once() -> None:
    actions = {a.option_strings[0]: a for a in cli.table_parser()._actions if a.option_strings}
    assert set(actions) == {"-h", "--version", *cli.TABLE_OPTIONS}
    assert vars(cli.table_args([])) == {a.dest: a.default for f, a in actions.items() if f in cli.TABLE_OPTIONS}
