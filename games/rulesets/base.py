"""The rule-set interface: everything the platform needs to know about one game's rules.

The platform stores states, submissions and outcomes as JSON and never looks inside them; a rule
set gives them meaning. Implementations are plain Python (no database access): they receive JSON
and return the small value types below, so one contract test suite
(``tests/platform/test_ruleset_contract.py``) can run against every registered rule set.
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from django.utils.translation import gettext as _

JSON = dict[str, Any]

# How the platform names a viewer to a rule set's ``view`` and ``picture``: a seat key (that
# seat's player), GAME_MASTER (everything), or None (the public: what every player may see).
GAME_MASTER = "gm"


class Visibility(enum.StrEnum):
    """Who may read a submission of this kind, besides its seat and the game masters."""

    PUBLIC_AFTER_PHASE = "public_after_phase"  # everyone, once the phase is published
    PRIVATE = "private"  # the seat and the game masters, forever


@dataclass(frozen=True)
class SeatSpec:
    key: str
    label: str
    role: str = "power"
    # More names players give the seat (a mail's "PRESS TO Prussia" for "Preußen"); the key and
    # the label in every language are always understood.
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class SubmissionKind:
    key: str
    label: str
    visibility: Visibility
    phase_types: frozenset[str]
    # Whether a seat expected to act must send one of these (missing = NMR).
    required: bool = True
    # The seats that may send this kind at all; None means every seat.
    seats: frozenset[str] | None = None
    # More names players may give the kind as a heading in a mail ("BEFEHLE", "BUILDS"); the
    # key and the label in every language are always understood (games.mail_intake.headings).
    aliases: tuple[str, ...] = ()
    # A secret of the seat (lama herds, a vote, an answer): a mail's "secret"/"geheim" heading
    # may only name such a box (docs/mail.md).
    secret: bool = False
    # Its text is shown to other players as written (the Superhirn's question, published with
    # the results); a PUBLIC_AFTER_PHASE kind is published too.
    published: bool = False


@dataclass(frozen=True)
class BoxHelp:
    """What a submission box is for, shown above its text box and on its own screen: a short
    text (lazily translated), an example in the notation the reader takes, and whether what is
    typed there is the seat's secret."""

    text: Any
    example: Any  # a str, or a lazy translation where the example differs by language
    secret: bool = False

    @property
    def placeholder(self) -> str:
        """The text box's placeholder: the example's first line (the whole example is shown
        beside the box; a placeholder of many lines hides the box's purpose)."""
        return str(self.example).splitlines()[0] if self.example else ""


# What players call their orders in a mail, in the six languages they write in: a rule set
# adds these to the aliases of its main box.
ORDER_HEADINGS = ("ORDERS", "ORDER", "BEFEHLE", "BEFEHL", "ZÜGE", "MOVES", "ORDINI",
                  "ORDRES", "ORDENES", "ÓRDENES", "BEVELEN", "MOSSE", "MOUVEMENTS",
                  "MOVIMIENTOS", "ZETTEN")


@dataclass(frozen=True)
class LineFeedback:
    """One line of a submission as the rule set read it: a reading, or an error with a hint."""

    line: str
    reading: str | None = None
    error: str | None = None
    suggestion: str | None = None
    warnings: tuple[str, ...] = ()
    # The adjudicator's verdict on a readable line it would not carry out ("invalid",
    # "replaced", "void"); ``error`` then says why and what would be right.
    verdict: str | None = None

    def __post_init__(self) -> None:
        # A rule set may hand in lazy translations (gettext_lazy labels); the feedback is
        # stored as JSON, so every text is made a plain string here, once, for every rule set.
        for name in ("line", "reading", "error", "suggestion"):
            value = getattr(self, name)
            if value is not None and type(value) is not str:
                object.__setattr__(self, name, str(value))
        object.__setattr__(self, "warnings", tuple(str(w) for w in self.warnings))


# A verdict whose outcome hangs on other seats' orders: shown as a warning on the line.
WARNING = "warning"


@dataclass(frozen=True)
class LineVerdict:
    """What the adjudicator will do with one line it would not carry out: ``status``
    (invalid, replaced, void; ``WARNING``: it may not, depending on other seats'
    orders), ``message`` (why and what would be right, in the reader's
    language) and, where one exists, a corrected line as ``suggestion``."""

    status: str
    message: str
    suggestion: str | None = None


@dataclass(frozen=True)
class Validation:
    lines: tuple[LineFeedback, ...]

    @property
    def ok(self) -> bool:
        return all(line.error is None for line in self.lines)

    @property
    def flagged(self) -> list[tuple[int, LineFeedback]]:
        """(1-based number, line) of every line the adjudicator would not carry out."""
        return [(n, line) for n, line in enumerate(self.lines, 1) if line.error is not None]

    def with_verdicts(self, verdicts: list[LineVerdict | None]) -> Validation:
        """These lines with the adjudicator's verdicts on readable ones (one per line)."""
        lines = []
        for line, verdict in zip(self.lines, verdicts, strict=False):
            if verdict is not None and line.error is None and verdict.status == WARNING:
                # Its fate hangs on other seats' orders: said, never refused for.
                line = LineFeedback(line.line, line.reading, None, line.suggestion,
                                    (*line.warnings, verdict.message))
            elif verdict is not None and line.error is None:
                line = LineFeedback(line.line, line.reading, verdict.message,
                                    verdict.suggestion, line.warnings, verdict.status)
            lines.append(line)
        return Validation(tuple(lines) + self.lines[len(lines):])

    def to_json(self) -> JSON:
        return {"ok": self.ok, "lines": [asdict(line) for line in self.lines]}


@dataclass(frozen=True)
class PhaseStart:
    """What a new phase starts from: its label, its type and the state the engine will read."""

    label: str
    phase_type: str
    state: JSON


@dataclass(frozen=True)
class Outcome:
    """The result of adjudicating a phase.

    ``result`` is stored as the phase's outcome (and may be edited by a game-master overrule);
    ``next_phase`` is derived from it with :meth:`RuleSet.next_phase`.
    """

    result: JSON
    winner: str | None = None


@dataclass(frozen=True)
class ReportParts:
    public: JSON
    private: dict[str, JSON] = field(default_factory=dict)


@dataclass(frozen=True)
class BoardRow:
    seat: str
    label: str
    units: tuple[str, ...]
    centers: tuple[str, ...]
    extra: Mapping[str, Any] = field(default_factory=dict)


# ``BoardRow.extra`` keys only the seat itself and the game masters may read (Rather Silly:
# a player's Superhirn shares, the Doktor's points); the selectors drop them for others.
PRIVATE_EXTRAS = frozenset({"superhirn_shares", "points"})


class RuleSetInputError(ValueError):
    """Bad input a rule set refuses (a game master's ruling it cannot read); the platform
    answers it with a 400 naming ``field``."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class RuleSetSettingsError(ValueError):
    """Raised by :meth:`RuleSet.validate_settings`; ``field`` names the bad key."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class RuleSet(ABC):
    """One game's rules as the platform sees them. Subclasses are stateless."""

    key: str
    name: str

    @abstractmethod
    def validate_settings(self, settings: JSON) -> JSON:
        """Return the settings with defaults filled in, or raise RuleSetSettingsError."""

    @abstractmethod
    def seats(self, settings: JSON) -> list[SeatSpec]:
        """The seats of a game with these settings, in table order."""

    @abstractmethod
    def submission_kinds(self) -> list[SubmissionKind]:
        """Everything a seat can submit, with its visibility and the phase types accepting it."""

    @abstractmethod
    def initial_phase(self, settings: JSON) -> PhaseStart:
        """The first phase of a new game."""

    @abstractmethod
    def expected_submissions(self, state: JSON) -> dict[str, list[str]]:
        """Seat key -> required submission kinds in this state (who must act this phase)."""

    @abstractmethod
    def validate_submission(
        self, state: JSON, seat: str, kind: str, text: str, *, lang: str = "en"
    ) -> Validation:
        """Read a submission line by line; never raises on bad input."""

    def order_verdicts(
        self, state: JSON, seat: str, kind: str, lines: list[str], *, lang: str = "en"
    ) -> list[LineVerdict | None]:
        """The adjudicator's own verdict on each line (as :meth:`validate_submission` split
        them), judged against ``state`` with the engine's legality code: None for a line it
        would carry out (or cannot judge before the phase ends). A rule set without such a
        check (1848) keeps this default: no verdicts."""
        return [None] * len(lines)

    def check_submission(
        self, state: JSON, seat: str, kind: str, text: str, *, lang: str = "en"
    ) -> Validation:
        """:meth:`validate_submission` with :meth:`order_verdicts` on every readable line:
        what the platform shows and stores on arrival (page, API, mail)."""
        validation = self.validate_submission(state, seat, kind, text, lang=lang)
        verdicts = self.order_verdicts(state, seat, kind,
                                       [line.line for line in validation.lines], lang=lang)
        return validation.with_verdicts(verdicts)

    @abstractmethod
    def adjudicate(
        self, state: JSON, submissions: dict[str, dict[str, str]], seed: int
    ) -> Outcome:
        """Resolve a phase: state + {seat: {kind: text}} + seed -> outcome. Deterministic."""

    @abstractmethod
    def next_phase(self, result: JSON) -> PhaseStart | None:
        """The phase that follows an outcome, or None when the game is over."""

    @abstractmethod
    def split_outcome(self, state: JSON, result: JSON) -> ReportParts:
        """The public part of an outcome and each seat's private part (secrets only there)."""

    @abstractmethod
    def describe_board(self, state: JSON) -> list[BoardRow]:
        """Rows of the position table: each seat's units and centres."""

    # --- Turn-by-turn games with hidden information -----------------------------------------
    # Every method below has a default that keeps a simultaneous game with open information
    # (Diplomacy, Rather Silly) exactly as it was; a game such as 1848 overrides them.

    #: A phase is one turn: it is processed as soon as every seat the rule set expects (one
    #: seat, or several) has sent its submission, without waiting for the ZAT; the ZAT is the
    #: turn's deadline, after which missing submissions count as the rule set's NMR default.
    turn_based: bool = False

    #: A turn with an error is refused at once (``orders_submit`` answers 400 with the
    #: per-line feedback and stores nothing): for games whose turns are all or nothing.
    refuses_invalid_turns: bool = False

    #: Templates of this game's own pages and mail parts: ``games/<prefix>/game.html``,
    #: ``games/<prefix>/phase.html``, ``emails/<prefix>/turn_report_body.{txt,html}``
    #: (None: the platform's Diplomacy-shaped ones).
    template_prefix: str | None = None
    # The order pad's provinces are drawn on the standard map's points (Diplomacy and its
    # variants); a game with its own picture (a table, its own map) takes the pad without them.
    pad_on_standard_map: bool = True

    #: Each submission box's help (kind key -> :class:`BoxHelp`), from the game's package.
    help_texts: Mapping[str, BoxHelp] = {}

    def box_help(self, kind: str) -> BoxHelp | None:
        """The help shown with the box ``kind`` (None: the box has none)."""
        return self.help_texts.get(kind)

    def default_schedule(self) -> JSON:
        """Schedule defaults for new games of this rule set (e.g. ``phase_hours`` per phase
        type, ``review_before_publish``); what the game master gives wins."""
        return {}

    def first_phase(self, settings: JSON, seed: int) -> PhaseStart:
        """The first phase of a game with this seed: a game with a hidden deal shuffles
        here (every random draw comes from the seed)."""
        return self.initial_phase(settings)

    def start_problems(self, settings: JSON) -> list[str]:
        """Why a game with these settings cannot start yet (empty: it can)."""
        return []

    def view(self, state: JSON, viewer: str | None, *, lang: str = "en") -> JSON | None:
        """The state as ``viewer`` may see it: THE place secrets are stripped (hands, deck
        order). Every page, API answer, picture and mail built from a state goes through it.
        None: this game shows no state beyond :meth:`describe_board` and its map."""
        return None

    def picture(self, state: JSON, viewer: str | None, *, result: JSON | None = None,
                lang: str = "en") -> str | None:
        """An SVG of the table as ``viewer`` may see it (after ``result`` when given); None:
        the platform draws its Diplomacy map."""
        return None

    #: The game's name on the platform's Diplomacy map of its boards (the map's accessible
    #: name); None: the map names the standard board Diplomacy and any other by its code.
    map_title: str | None = None

    def map_variant(self, state: JSON) -> str:
        """Which drawn board of the platform's Diplomacy map a phase's state is shown on."""
        return str(state.get("variant") or "standard")

    def needs_review(self, result: JSON) -> bool:
        """Whether this result must wait for a game master even in a game that publishes at
        once (an open review flag)."""
        return False

    def review_items(self, state: JSON | None, *, lang: str = "en") -> list[JSON]:
        """What waits for the game master in ``state`` besides the review flags, for the
        console and the publish page: each ``{"text": str, "url_name": str, "link": str}``,
        ``url_name`` a URL name taking the game's id (the page where the GM acts on it).
        A game whose engine raises flags for everything returns nothing."""
        return []

    def rule_on_flag(self, state: JSON, result: JSON, index: int, text: str) -> JSON:
        """A game master's decision on review flag ``index``, written as ``text``: the new
        result. Raise :class:`RuleSetInputError` saying what would be right."""
        raise RuleSetInputError(_("This game takes no written rulings on its review flags."),
                                field="text")

    def decidable_flags(self) -> frozenset[str]:
        """Codes of the review flags whose options are data in the outcome: the GM's pages
        offer "Decide" for them (:meth:`decide_flag`), "Overrule with" for any other."""
        return frozenset()

    def decide_flag(self, result: JSON, flag: JSON, option: Any) -> JSON | None:
        """The result with ``option`` of ``flag`` applied where that flag's options are data
        in the outcome; None where deciding it means changing units or orders (the outcome
        editor). ``result`` and ``flag`` are not changed."""
        return None

    def order_pad(self, state: JSON, seat: str, kind: str, *, lang: str = "en") -> JSON | None:
        """What the map as an order pad needs for ``seat`` writing into its ``kind`` box in
        this state: provinces, adjacency per unit kind, coasts, home centres, the seat's own
        pieces (shape: ``games/rulesets/order_pad.py``). It is embedded in that seat's own
        page only, so it may hold the seat's own secrets, never another seat's. None: no
        pad (the map stays a picture; typing works as always)."""
        return None

    def phase_types(self) -> set[str]:
        """Every phase type of this game (those some submission kind is accepted in)."""
        return set().union(*(kind.phase_types for kind in self.submission_kinds()))

    def press_quiet_phase_types(self) -> frozenset[str]:
        """Phase types a game may close to press ("no press during retreats and builds")."""
        return frozenset()

    def kind(self, key: str) -> SubmissionKind | None:
        return next((k for k in self.submission_kinds() if k.key == key), None)

    def open_kinds(self, state: JSON, phase_type: str, seat: str) -> list[SubmissionKind]:
        """What ``seat`` may send in a phase of this type and state, orders first: a
        required kind only where the rule set expects it from the seat now (no dislodged
        unit in a retreat phase, nothing to build: no box for it)."""
        expected = self.expected_submissions(state).get(seat, [])
        kinds = [kind for kind in self.submission_kinds()
                 if phase_type in kind.phase_types and (kind.seats is None or seat in kind.seats)
                 and (not kind.required or kind.key in expected)]
        return sorted(kinds, key=lambda kind: (kind.key != "orders", not kind.required))

    # --- ending a game by agreement (issue 14); the defaults suit Diplomacy-like games ---

    def agreed_endings(self, settings: JSON) -> frozenset[str]:
        """How the players may end a game by agreement: ``"draw"`` (shared by some seats)
        and/or ``"concession"`` (everybody else concedes to one seat). A game without them
        (1848, Europa 1815) returns an empty set."""
        return frozenset({"draw", "concession"})

    def survivors(self, state: JSON) -> list[str]:
        """The seats still in the game, who vote on a draw: by default every seat with a
        unit or a supply centre on the board (``describe_board``)."""
        return [row.seat for row in self.describe_board(state) if row.units or row.centers]

    # --- the words the game master's pages and the mails use for this game (issue 23) ---

    #: What a picture of a position is called ("Download the map (SVG)", "the map is in the
    #: HTML part"): a card game lays out a table, not a map.
    picture_noun: str = "map"

    def missed_orders_wording(self, policy: str, label: str) -> str:
        """How the GM's page names what a missed submission does under the game's NMR policy
        (``games.models.NmrPolicy``; ``label`` is its own wording, "units hold"): a game
        whose missing turn does something else than Diplomacy's holding units says that."""
        return label
