"""Hostile command lines: every subcommand meets wrong, out-of-range, huge, negative, non-ASCII,
duplicated and conflicting arguments with one line on stderr naming the argument, and status 2; never a
traceback, never a hang. Ctrl-C ends a command with one line and status 130, a reader that stops
early (``| head``) ends it quietly."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from croupier.engine.cli import main as cli

SCENARIO = '{"boxes": [{"box": 1, "bet": "10", "actions": ["stand"]}], "cards": ["TS", "5H", "9S", "TD", "2C"]}'


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    """``croupier ARGV`` in this process: (status, stdout, stderr); a usage error's SystemExit is its status."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main(argv)
            except SystemExit as e:
                code = int(e.code or 0)
    finally:
        sys.stdin = old
    return code, out.getvalue(), err.getvalue()


def refused(argv: list[str], needle: str, stdin: str = "") -> str:
    """Assert status 2, nothing on stdout, one line on stderr holding ``needle``; return the line."""
    code, out, err = run(argv, stdin)
    assert code == 2, (code, err)
    assert out == "" and err.count("\n") == 1 and err.endswith("\n"), err
    assert "Traceback" not in err and needle in err, err
    return err


@pytest.fixture
def scenario(tmp_path: Path) -> str:
    path = tmp_path / "ok.json"
    path.write_text(SCENARIO)
    return str(path)


@pytest.mark.parametrize(
    ("tail", "needle"),
    [
        (["--indent", "1000000000000000000000"], "--indent"),  # was an OverflowError traceback
        (["--indent", "100000000"], "--indent"),  # was 4 GB of spaces on stdout
        (["--indent", "-1"], "--indent"),
        (["--indent", "٣"], "--indent"),
        (["--indent", "x"], "--indent"),
    ],
)
def test_replay_indent_is_bounded(scenario: str, tail: list[str], needle: str) -> None:
    refused(["replay", scenario, *tail], needle)


def test_replay_indent_within_bounds_prints_the_round(scenario: str) -> None:
    code, out, err = run(["replay", scenario, "--indent", "2"])
    assert code == 0 and err == "" and out.startswith("{\n  ")


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["replay"], "file"),
        (["autoplay"], "--rounds"),  # argparse's usage block was four lines
        (["autoplay", "--rounds", "x"], "--rounds"),
        (["autoplay", "--rounds", "3", "--boxes", "9"], "--boxes"),
        (["config"], "ACTION"),
        (["config", "check"], "FILE"),
        (["pin"], "ACTION"),
        (["history", "--bogus"], "--bogus"),
        (["meters", "--json", "extra"], "extra"),
        (["odds", "lucky-ladies", "--bogus"], "--bogus"),
    ],
)
def test_usage_errors_are_one_line_naming_the_argument(argv: list[str], needle: str) -> None:
    line = refused(argv, needle)
    assert "usage" in line  # the line says where the usage is


def test_the_table_options_are_one_line_too() -> None:
    refused(["--profile", "mars"], "--profile")
    refused(["--lang", "de"], "--lang")


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--rounds", "1000000001"], "--rounds"),
        (["--rounds", "999999999999999999999"], "--rounds"),
        (["--rounds", "0"], "--rounds"),
        (["--rounds", "-5"], "--rounds"),
        (["--rounds", "١٠"], "--rounds"),
        (["--workers", "100000"], "--workers"),  # tried to start 100,000 processes
        (["--workers", "-3"], "--workers"),
        (["--seed", "-1"], "--seed"),
        (["--seed", "9" * 40], "--seed"),
        (["--boxes", "8"], "--boxes"),
        (["--rule", "decks=2", "--rule", "decks=4"], "decks given twice"),
        (["--rule", "decks"], "KEY=VALUE"),
        (["--side", "roulette"], "side_bet.name"),
    ],
)
def test_simulate_arguments(argv: list[str], needle: str) -> None:
    refused(["simulate", "--rounds", "10", *argv] if argv[0] != "--rounds" else ["simulate", *argv], needle)


def test_simulate_help_states_the_bound_and_ctrl_c() -> None:
    code, out, _ = run(["simulate", "--help"])
    assert code == 0 and "1,000,000,000" in out and "Ctrl-C" in out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["lucky-ladies", "--up", "TD"], "--up: does not apply"),  # was ignored without a word
        (["lucky-ladies", "--rule", "decks=2"], "--rule: does not apply"),  # the odds were for 6 decks
        (["lucky-ladies", "7S"], "CARDS: does not apply"),
        (["insurance", "--removed", "AS"], "--removed: does not apply"),
        (["hand", "7S 7H", "--up", "TD", "--known", "AS"], "--known: does not apply"),
        (["hyper-blackjack", "--table", "A"], "--table: does not apply"),
        (["blackjack", "--decks", "2", "--rule", "decks=3"], "--decks: 2 disagrees"),  # took 3 silently
        (["blackjack", "--rule", "decks=2", "--rule", "decks=3"], "decks given twice"),
        (["lucky-ladies", "--decks", "١"], "--decks"),  # was read as 1
        (["lucky-ladies", "--decks", "0"], "decks"),
        (["lucky-ladies", "--decks", "99999999999999999999"], "decks"),
        (["lucky-ladies", "--table", "ZZ"], "no preset"),
        (["lucky-ladies", "--removed", "QH,QH,QH,QH,QH,QH,QH"], "QH"),
        (["nonsense"], "unknown game"),
    ],
)
def test_odds_arguments(argv: list[str], needle: str) -> None:
    refused(["odds", *argv], needle)


def test_odds_the_same_rule_twice_with_one_value_is_fine() -> None:
    code, out, err = run(["odds", "blackjack", "--rule", "decks=2", "--rule", "decks=2", "--json"])
    assert code == 0 and err == "" and '"decks": 2' in out


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("[" * 20_000, "nested too deeply"),  # was a RecursionError traceback
        ('{"game": "lucky-ladies", "id": "A", "pays": {"any-20": 4}}', "may not take the name of the preset"),
        ('{"game": "lucky-ladies", "id": "X\\nY", "pays": {"any-20": 4}}', "printable"),
        ('{"game": "lucky-ladies", "pays": {"any-20": 4}, "pays": {"any-20": 5}}', ""),
        ("\xff\xfe", "UTF-8"),
        ("not json", "not valid JSON"),
    ],
)
def test_pay_table_files_for_odds_and_simulate(tmp_path: Path, text: str, needle: str) -> None:
    path = tmp_path / "table.json"
    path.write_bytes(text.encode("latin-1") if text == "\xff\xfe" else text.encode("utf-8"))
    if not needle:  # JSON keeps the last of a key written twice; the table reads as any custom one
        assert run(["odds", "lucky-ladies", "--table", str(path)])[0] == 0
        return
    refused(["odds", "lucky-ladies", "--table", str(path)], needle)
    refused(["simulate", "--rounds", "10", "--table", str(path)], needle)


def test_a_pay_table_that_is_a_folder_or_a_pipe_is_named(tmp_path: Path) -> None:
    folder = tmp_path / "t.json"
    folder.mkdir()
    refused(["odds", "lucky-ladies", "--table", str(folder)], "a folder, not a file")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "p.json"
        os.mkfifo(fifo)
        refused(["odds", "lucky-ladies", "--table", str(fifo)], "a pipe or a device")


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--last", "-1"], "--last"),  # was read as 0
        (["--last", "99999999999999999999999"], "--last"),  # was an OverflowError from SQLite
        (["--last", "x"], "--last"),
    ],
)
def test_history_last_is_bounded(tmp_path: Path, argv: list[str], needle: str) -> None:
    refused(["history", "--data-dir", str(tmp_path), *argv], needle)


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--rounds", "-1"], "--rounds"),  # was accepted and played nothing
        (["--rounds", "3", "--credit", "1e30"], "--credit"),  # was an OverflowError from SQLite
        (["--rounds", "3", "--credit", "99999999999999999"], "--credit"),
        (["--rounds", "3", "--credit", "0"], "--credit"),
        (["--rounds", "3", "--credit", "0.001"], "--credit"),
        (["--rounds", "3", "--seed", ""], "--seed"),
        (["--rounds", "3", "--seed", "a\nb"], "--seed"),
    ],
)
def test_autoplay_arguments(tmp_path: Path, argv: list[str], needle: str) -> None:
    refused(["autoplay", "--data-dir", str(tmp_path / "data"), *argv], needle)


@pytest.mark.parametrize("head", ["", "   ", "abc", "g" * 64, "0" * 63, "0" * 65])
def test_audit_expect_head_must_be_a_whole_mac(tmp_path: Path, head: str) -> None:
    """An empty or cut ``--expect-head`` checked nothing and the audit passed: it is refused."""
    refused(["audit", "--data-dir", str(tmp_path), "--expect-head", head], "--expect-head")


def test_a_data_dir_that_is_a_file_or_cannot_be_made_is_named(tmp_path: Path) -> None:
    file = tmp_path / "file"
    file.write_text("x")
    refused(["autoplay", "--rounds", "1", "--data-dir", str(file)], "is not a folder")  # was FileExistsError
    refused(["autoplay", "--rounds", "1", "--data-dir", str(file / "sub")], "cannot make the data folder")
    code, out, err = run(["pin", "set", "--config", str(tmp_path / "s.toml"), "--data-dir", str(file)], "2468\n")
    assert code == 0 and out.startswith("PIN set") and "cannot make the data folder" in err  # was a traceback
    assert err.count("\n") == 1


def test_ctrl_c_ends_a_command_with_one_line_and_status_130(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from croupier.engine.cli import simulate as simulate_cli
    from croupier.engine.lab import autoplay

    def interrupted(*args: object, **kw: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(simulate_cli, "simulate", interrupted)
    code, out, err = run(["simulate", "--rounds", "10"])
    assert (code, out, err) == (130, "", "croupier simulate: interrupted\n")  # was a traceback
    monkeypatch.setattr(autoplay, "play", interrupted)
    code, out, err = run(["autoplay", "--rounds", "10", "--data-dir", str(tmp_path)])
    assert code == 130 and err.count("\n") == 1 and "the same command resumes" in err


def test_a_reader_that_stops_early_ends_the_command_quietly() -> None:
    """``croupier odds lucky-ladies | head -c1``: the pipe closes before the table is printed."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "croupier", "odds", "lucky-ladies"], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # before it writes
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 0, err
    assert "Traceback" not in err and "BrokenPipe" not in err, err  # was a BrokenPipeError traceback
