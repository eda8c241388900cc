"""Rules said once: the predicates that list the legal actions are the ones that refuse every
other action, so `check` accepts exactly what `legal_actions` lists and every refusal names its
rule in the rulebook's words."""

import dataclasses
import random

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import Game, default_names
from companion.games.deep_claim.catalog import ORES

GENERIC = ("is not one of the choices", "cannot be deployed there", "is not possible now",
           "cannot be activated that way")


def near(action) -> list:
    """Actions one small change away from `action`: each number one up or down, another ore,
    a cell more or less, another bear, another type's fields left as they are."""
    found = []
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        if isinstance(value, bool):
            found.append(dataclasses.replace(action, **{field.name: not value}))
        elif isinstance(value, int):
            found += [dataclasses.replace(action, **{field.name: value + d}) for d in (-1, 1)]
        elif isinstance(value, str) and value in ORES:
            found += [dataclasses.replace(action, **{field.name: o}) for o in ORES if o != value]
        elif isinstance(value, tuple) and all(isinstance(v, int) for v in value):
            found += [dataclasses.replace(action, **{field.name: value[:-1]})]
            found += [dataclasses.replace(action, **{field.name: value + (c,)})
                      for c in range(9) if c not in value][:2]
        elif value is None and field.name == "bear":
            found += [dataclasses.replace(action, bear=b) for b in (18, 24, 29, 30)]
    return found


@pytest.mark.parametrize(("seats", "seed", "modules"), [(2, 1, True), (3, 2, True),
                                                        (4, 3, False)])
def test_check_accepts_exactly_the_listed_actions_and_names_the_rule_of_every_refusal(
        seats, seed, modules):
    rng = random.Random(seed)
    game = Game.new(default_names(seats), seed, objectives=modules, magnates=modules)
    previous: list = []
    while not game.over:
        legal = game.legal_actions()
        listed = set(legal)
        for action in legal:
            assert game.check(action) == action
        for probe in [p for a in legal for p in near(a)] + previous:
            try:
                accepted = game.check(probe)
            except IllegalMove as refused:
                assert probe not in listed, f"{probe} is listed yet refused: {refused}"
                assert refused.rule and str(refused)
                assert not any(words in str(refused) for words in GENERIC), str(refused)
            else:
                assert accepted in listed, f"{probe} passes every rule yet is not listed"
        previous = legal
        game, _ = game.apply(rng.choice(legal))


def test_a_refusal_quotes_the_rulebook_it_applies():
    game = Game.new(default_names(2), seed=5)
    with pytest.raises(IllegalMove) as refused:
        game.check(game.legal_actions()[0].__class__(seat=1, contract=99))
    assert refused.value.rule == "turn"
    with pytest.raises(IllegalMove) as refused:
        game.check(game.legal_actions()[0].__class__(seat=0, contract=99))
    assert refused.value.rule == "draft"
    assert refused.value.quote and refused.value.quote in str(refused.value)
