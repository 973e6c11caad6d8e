from croupier.engine.lab.replay import replay


def test_spec_example_round_fr_ll_10() -> None:
    out = replay(
        {
            "profile": "france",
            "side_bet": {"name": "lucky-ladies", "table": "A", "min": "1", "max": "100"},
            "limits": {"min": "10", "max": "1000"},
            "boxes": [{"box": 3, "bet": "10", "side": "5", "insurance": False, "actions": ["stand"]}],
            "cards": ["QH", "AS", "QH", "TD"],
        }
    )
    assert out["boxes"][0]["net"] == "4990"
    assert out["boxes"][0]["side"]["outcome"] == "qh-pair-dealer-bj"
