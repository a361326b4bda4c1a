"""Short help for each submission box (what it is for, who reads it, an example), shown on
the box's own screen and above the text box on the game page. Written here, in English, and
translated in ``locale/de``; examples use the notation the readers accept."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _


@dataclass(frozen=True)
class BoxHelp:
    text: Promise
    example: str
    secret: bool = False


HELP: dict[str, BoxHelp] = {
    "orders": BoxHelp(
        _("One order per line for your units: moves, supports, convoys, bird routes, TARDIS "
          "jumps, twins. Click a unit on the map, then a province, to add a move."),
        "A par - bur\nF lon S F nth - eng\nV lon-nth-den\nT hyp HYP vie"),
    "retreats": BoxHelp(
        _("Retreats sent ahead, for units that may be dislodged this season. A line may "
          "start with a condition on this season's moves: IF <condition> THEN <order>."),
        "IF dislodged(A mun) THEN A mun R boh\nF kie R bal"),
    "soul_sales": BoxHelp(
        _("Sell a unit's soul to the devil (§5): double strength for two seasons. May be "
          "conditional like retreats."),
        "A mun TEUFEL\nIF dislodged(A ber) THEN A kie TEUFEL"),
    "adjustments": BoxHelp(
        _("Fall only: builds and removals sent ahead, also birds, A®mazonen, "
          "Drecksackarmeen and Siamese twins. May be conditional on the centres you hold."),
        "BUILD A vie\nBUILD SA kie SA ber\nIF owns(austria, ser) THEN BUILD A bud\n"
        "REMOVE F tri"),
    "lama_placement": BoxHelp(
        _("Winter 1900: where your three lama herds stand, one province per line. Nobody but "
          "you and the Spielleiter ever learns where they are."),
        "tyr\nboh\ngal", secret=True),
    "lama_explosion": BoxHelp(
        _("Blow up one of your lama herds: everything in its province is destroyed. Players "
          "learn where it exploded, never whose lama it was."),
        "tyr", secret=True),
    "wormhole_vote": BoxHelp(
        _("Your secret vote for next season's wormhole: two provinces it should link. Only "
          "the winning link is published."),
        "lon - mos", secret=True),
    "narr_override": BoxHelp(
        _("Narr only: replace other players' orders for conventional units, one line per "
          "override (one plus one per full Superhirn share)."),
        "A par - pic", ),
    "superhirn_question": BoxHelp(
        _("Superhirn only: the question the players answer with their next orders. It is "
          "published with this phase's results."),
        "Wie hoch ist die Zugspitze?"),
    "superhirn_answer": BoxHelp(
        _("Superhirn only: the right answer (secret, for the Spielleiter who marks the "
          "players' answers). An extra line INSEL isl or ISLAND cre names your island wish."),
        "2962 Meter\nINSEL isl", secret=True),
    "superhirn_reply": BoxHelp(
        _("Your answer to the Superhirn's open question. The Spielleiter marks who was right; "
          "your answer itself stays secret."),
        "2962 Meter", secret=True),
    "wahrsager_prediction": BoxHelp(
        _("Wahrsager only: up to two provinces where you foretell a standoff, optionally "
          "with A or F for a tie. Kept secret; merges that come true are published."),
        "VORHERSAGE gal\nVORHERSAGE pic A", secret=True),
    "action": BoxHelp(
        _("1848: your one action this turn, on one line (or click it on your hand: the "
          "line is written here): a card to play (a person goes to your own side; a "
          "Zusatzkarte onto a seat's side or onto a person; a Heerführer may choose his army: "
          "“PE40 leads Z32”), “pass” (“pass; draw 1 person” or “pass; draw none” draws fewer "
          "after the trick), or “push” a card under its deck to stay in. After a trick, "
          "choose “Person”, “Zusatzkarte” or “none” when asked. Nobody but you and the "
          "Spielleiter sees this box; the table shows what you played."),
        "PE09\nZ05 auf s2\nZ03 auf PE26\nPE40 führt Z32\nZ29 an s3\npasse\n"
        "passe, ziehe 1 Person\nschiebe PE09\nPerson", secret=True),
    "turn": BoxHelp(
        _("Europa 1815: your 1st and 2nd action, one per line, then optionally one team "
          "action (German or English); a team action may name your ally, as in “Team: Land "
          "abgeben Lyon an Österreich”. Clicking lands on the map writes these lines for "
          "you. All or nothing: a refused line keeps everything as it was. Never against "
          "your ally. Lines after an attack wait for the Spielleiter's ruling; only you and "
          "the Spielleiter see them."),
        "1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Nachschub in Paris: 2 Inf 2 Kav\n"
        "Team: Land abgeben Lyon an Österreich"),
    "share_build": BoxHelp(
        _("Build a unit with your Superhirn shares: a fleet on Iceland, an army on Crete or "
          "one in a free centre you own. One per season."),
        "F isl"),
}


# Standard Diplomacy has one box for moves, retreats and builds, and none of Rather Silly's
# birds, TARDIS jumps or twins: its help names only what the standard rules have.
STANDARD_HELP: dict[str, BoxHelp] = {
    "orders": BoxHelp(
        _("One order per line for your units: moves, supports and convoys; in a retreat "
          "phase retreats and disbands, in winter builds and removals. Click a unit on the "
          "map, then a province, to add a move."),
        "A par - bur\nF lon S F nth - eng\nF nth C A lon - nwy"),
}


def help_for(kind: str, ruleset: str = "rather_silly") -> BoxHelp | None:
    """The help of a box in a game of ``ruleset`` (the rule set's key)."""
    if ruleset == "rather_silly":
        return HELP.get(kind)
    if ruleset == "europa1815":  # one box, the turn
        return HELP.get(kind) if kind == "turn" else None
    return STANDARD_HELP.get(kind) if ruleset == "diplomacy" else None


def name_the_box(form: Any, kind: str, labels: dict[str, str]) -> None:
    """The text field is labelled with the box it fills ("Lama explosions", not "Orders")."""
    if kind != "orders" and kind in labels and "orders" in form.fields:
        form.fields["orders"].label = labels[kind]
