"""What each Rather Silly box is for, with an example in the notation the reader takes (shown
above the text box and on the box's own screen; translated in ``locale/de``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from games.rulesets.base import BoxHelp

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
    "share_build": BoxHelp(
        _("Build a unit with your Superhirn shares: a fleet on Iceland, an army on Crete or "
          "one in a free centre you own. One per season."),
        "F isl"),
}
