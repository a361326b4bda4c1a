"""The adapter between the platform and the Diplomacy engine.

State JSON (also the engine's input shape minus orders and seed)::

    {"variant": "standard", "phase": "S1901M",
     "units": [{"power", "type", "at"}], "dislodged": [{"power", "type", "at", ...}],
     "standoffs": [province, ...], "supply_centers": {power: [sc, ...]}}

The outcome JSON is the engine's output plus ``variant``. Orders are public once a phase is
published, so Diplomacy has no secrets; a seat's private part holds what only it needs (the
errors in its own orders).
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from adjudication import resolve
from adjudication.diplomacy import Unit, check_orders, parse_orders, variant_map
from games.rulesets.base import (
    JSON,
    ORDER_HEADINGS,
    BoardRow,
    LineFeedback,
    LineVerdict,
    Outcome,
    PhaseStart,
    ReportParts,
    RuleSet,
    RuleSetSettingsError,
    SeatSpec,
    SubmissionKind,
    Validation,
    Visibility,
)
from games.rulesets.diplomacy import box_help

ORDERS = "orders"
KNOWN_MAPS = ("standard",)


def phase_type_of(label: str) -> str:
    """``"S1901M"`` -> ``"M"`` (movement), ``"R"`` retreats, ``"A"`` adjustments."""
    return label[-1:].upper()


class DiplomacyRuleSet(RuleSet):
    key = "diplomacy"
    help_texts = box_help.HELP
    name = "Diplomacy"

    def validate_settings(self, settings: JSON) -> JSON:
        unknown = sorted(set(settings) - {"map"})
        if unknown:
            raise RuleSetSettingsError(
                _("Unknown setting(s) %(unknown)s; Diplomacy knows only 'map'.")
                % {"unknown": ', '.join(unknown)},
                field=unknown[0],
            )
        variant = settings.get("map", "standard")
        if variant not in KNOWN_MAPS:
            raise RuleSetSettingsError(
                _("Unknown map %(variant)s; choose one of: %(known_maps)s.")
                % {"variant": repr(variant), "known_maps": ', '.join(KNOWN_MAPS)}, field="map"
            )
        return {"map": variant}

    def seats(self, settings: JSON) -> list[SeatSpec]:
        game_map = variant_map(self.validate_settings(settings)["map"])
        return [SeatSpec(key=p.key, label=p.name_en) for p in game_map.powers.values()]

    def submission_kinds(self) -> list[SubmissionKind]:
        return [
            SubmissionKind(
                key=ORDERS,
                label="Orders",
                visibility=Visibility.PUBLIC_AFTER_PHASE,
                phase_types=frozenset({"M", "R", "A"}),
                # One box takes moves, retreats and builds; mail headings may name any.
                aliases=(*ORDER_HEADINGS, "MOVE", "RETREATS", "RETREAT", "BUILDS", "BUILD",
                         "ADJUSTMENTS", "REMOVALS", "DISBANDS", "RÜCKZÜGE", "RÜCKZUG",
                         "AUFBAUTEN", "AUFBAU", "BAUTEN", "ANPASSUNGEN", "AUFLÖSUNGEN",
                         "RITIRATE", "COSTRUZIONI", "RETRAITES", "CONSTRUCTIONS",
                         "RETIRADAS", "CONSTRUCCIONES"),
            )
        ]

    def press_quiet_phase_types(self) -> frozenset[str]:
        return frozenset({"R", "A"})

    def initial_phase(self, settings: JSON) -> PhaseStart:
        variant = self.validate_settings(settings)["map"]
        game_map = variant_map(variant)
        state = {
            "variant": variant,
            "phase": "S1901M",
            "units": [{"power": u.power, "type": u.type, "at": u.at}
                      for u in game_map.starting_units],
            "dislodged": [],
            "supply_centers": {p: sorted(scs)
                               for p, scs in game_map.starting_supply_centers.items()},
        }
        return PhaseStart(label="S1901M", phase_type="M", state=state)

    def expected_submissions(self, state: JSON) -> dict[str, list[str]]:
        kind = phase_type_of(state["phase"])
        if kind == "M":
            powers = {u["power"] for u in state["units"]}
        elif kind == "R":
            powers = {u["power"] for u in state["dislodged"]}
        else:
            units: dict[str, int] = {}
            for unit in state["units"]:
                units[unit["power"]] = units.get(unit["power"], 0) + 1
            powers = {
                power
                for power in set(units) | set(state["supply_centers"])
                if units.get(power, 0) != len(state["supply_centers"].get(power, []))
            }
        return {power: [ORDERS] for power in sorted(powers)}

    def validate_submission(
        self, state: JSON, seat: str, kind: str, text: str, *, lang: str = "en"
    ) -> Validation:
        if kind != ORDERS:
            return Validation((LineFeedback(line="", error=f"Diplomacy takes only orders, "
                                                           f"not {kind!r}."),))
        phase_type = phase_type_of(state["phase"])
        pool = state["dislodged"] if phase_type == "R" else state["units"]
        # Every unit, as the adjudicator reads the line: "A mun H" by France while a German
        # army stands there is read, then judged (order_verdicts: the unit is German).
        units = [Unit(u["power"], u["type"], u["at"]) for u in pool]
        parsed = parse_orders(
            text, variant_map(state["variant"]), phase_type=phase_type, units=units, lang=lang
        )
        return Validation(tuple(
            LineFeedback(
                line=p.line,
                reading=None if p.error else p.canonical,
                error=p.error.render(lang) if p.error else None,
                suggestion=p.suggestion,
                warnings=tuple(w.render(lang) for w in p.warnings),
            )
            for p in parsed
        ))

    def order_verdicts(
        self, state: JSON, seat: str, kind: str, lines: list[str], *, lang: str = "en"
    ) -> list[LineVerdict | None]:
        from games.rulesets.diplomacy.verdicts import line_verdicts

        if kind != ORDERS or not any(lines):
            return [None] * len(lines)
        verdicts = check_orders(state, seat, lines)
        return line_verdicts(verdicts, variant_map(state["variant"]), lang)

    def order_pad(self, state: JSON, seat: str, kind: str, *, lang: str = "en") -> JSON | None:
        if kind != ORDERS:
            return None
        from games.rulesets.order_pad import pad, public_units

        game_map = variant_map(state["variant"])
        mode = phase_type_of(state["phase"])
        units = state.get("units") or []
        own = [{"type": u["type"], "at": u["at"], "move": u["type"]}
               for u in units if u["power"] == seat]
        dislodged = [{"type": u["type"], "at": u["at"], "retreats": list(u.get("retreats") or [])}
                     for u in state.get("dislodged") or [] if u["power"] == seat]
        builds, homes = 0, []
        if mode == "A":
            centres = state["supply_centers"].get(seat, [])
            builds = len(centres) - len(own)
            occupied = {u["at"].split("/")[0] for u in units}
            homes = sorted(c for c in game_map.home_centers.get(seat, ())
                           if c in centres and c not in occupied)
        return pad(game_map, mode=mode, seat=seat, box=kind, lang=lang, units=own,
                   board=public_units(units), dislodged=dislodged, builds=builds, homes=homes)

    def adjudicate(
        self, state: JSON, submissions: dict[str, dict[str, str]], seed: int
    ) -> Outcome:
        orders = {
            seat: [line.strip() for line in kinds.get(ORDERS, "").splitlines() if line.strip()]
            for seat, kinds in submissions.items()
        }
        data = {**state, "orders": orders, "seed": seed}
        result = dict(resolve(data))
        result["variant"] = state["variant"]
        return Outcome(result=result, winner=result.get("winner"))

    def next_phase(self, result: JSON) -> PhaseStart | None:
        if result.get("winner") or not result.get("next_phase"):
            return None
        label = result["next_phase"]
        state = {
            "variant": result["variant"],
            "phase": label,
            "units": result["units"],
            "dislodged": result.get("dislodged", []),
            "standoffs": result.get("standoffs", []),
            "supply_centers": result["supply_centers"],
        }
        return PhaseStart(label=label, phase_type=phase_type_of(label), state=state)

    def split_outcome(self, state: JSON, result: JSON) -> ReportParts:
        public = {
            key: result.get(key)
            for key in ("phase", "next_phase", "orders", "units", "dislodged",
                        "supply_centers", "events", "winner")
        }
        private: dict[str, JSON] = {}
        for power in sorted({u["power"] for u in state["units"] + state["dislodged"]}
                            | set(state["supply_centers"])):
            private[power] = {
                "errors": [e for e in result.get("errors", []) if e.get("power") == power]
            }
        return ReportParts(public=public, private=private)

    def describe_board(self, state: JSON) -> list[BoardRow]:
        game_map = variant_map(state["variant"])
        rows = []
        for power in game_map.powers.values():
            units = tuple(f"{u['type']} {u['at']}" for u in state["units"]
                          if u["power"] == power.key)
            dislodged = tuple(f"{u['type']} {u['at']}" for u in state["dislodged"]
                              if u["power"] == power.key)
            rows.append(BoardRow(
                seat=power.key,
                label=power.name_en,
                units=units,
                centers=tuple(sorted(state["supply_centers"].get(power.key, []))),
                extra={"dislodged": dislodged} if dislodged else {},
            ))
        return rows
