"""Issue 23, item 9: a turn report without orders (Rather Silly's Winter 1900 places herds,
nobody orders a unit) has no empty "Orders" heading, in the plain and the HTML part; a report
with orders keeps it."""

from __future__ import annotations

import re

from django.core import mail


def _reports(phase_label: str) -> list:
    return [m for m in mail.outbox if f"Results of {phase_label}" in m.body]


def test_a_report_without_orders_has_no_orders_heading(silly_spring):
    published = silly_spring.phases.get(status="published")
    assert published.report.public["orders"] == []  # the oracle: nothing was ordered
    reports = _reports(published.label)
    assert reports
    for message in reports:
        assert not re.search(r"^Orders$", message.body, flags=re.M), message.to
        assert "<h2>Orders</h2>" not in message.alternatives[0][0]


def test_a_report_with_orders_keeps_its_heading(silly_spring_played):
    assert silly_spring_played.report.public["orders"]
    reports = _reports(silly_spring_played.label)
    assert reports
    for message in reports:
        assert re.search(r"^Orders$", message.body, flags=re.M)
        assert "<h2>Orders</h2>" in message.alternatives[0][0]
