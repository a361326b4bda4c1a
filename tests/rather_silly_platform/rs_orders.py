"""Winter 1900 herds and Spring 1901 orders for every role (flow and secrecy tests).

Austria blows up its lama in Tyrolia (typed into the ordinary orders box) as Germany marches
in; Austria and Russia bounce in Galicia, which the Wahrsager foretold; the Narr makes France
walk to Picardy; the Doktor jumps; votes, answers and a new question go in their boxes.
"""

from __future__ import annotations

HERDS = {
    "austria": "tyr\nboh\ngal", "england": "yor\ncly\nwal", "france": "pic\nbur\ngas",
    "germany": "ruh\npru\nsil", "italy": "pie\ntus\napu", "russia": "lvn\nukr\nfin",
    "turkey": "arm\nsyr\nalb", "narr": "tyr\nbur\nukr", "superhirn": "nth\nmao\nbla",
    "doktor": "sil\ngal\nboh", "wahrsager": "pru\nlvn\ntus",
}
QUESTION = "Wie hoch ist die Zugspitze?"
ANSWER = "2962 Meter (Wetterwarte)"  # the box help shows "2962 Meter" as its example

SPRING = {
    "austria": {"orders": "A vie - gal\nA bud - ser\nF tri H\nL tyr Exp",
                "wormhole_vote": "nwy - tun", "superhirn_reply": "Dreitausendeins"},
    "england": {"orders": "F lon - nth\nF edi - nwg\nA lvp - yor",
                "wormhole_vote": "lon - mos"},
    "france": {"orders": "A par - bur\nA mar - spa\nF bre - mao",
               "wormhole_vote": "lon - mos"},
    "germany": {"orders": "A mun - tyr\nA ber - kie\nF kie - den",
                "retreats": "IF dislodged(A mun) THEN A mun R sil"},
    "italy": {"orders": "A ven H\nA rom - apu\nF nap - ion",
              "superhirn_reply": "Zweitausendneunhundert", "soul_sales": "A ven TEUFEL"},
    "russia": {"orders": "A war - gal\nA mos - ukr\nF sev - bla\nF stp/sc - bot"},
    "turkey": {"orders": "A con - bul\nA smy - arm\nF ank - bla",
               "lama_explosion": "arm"},
    "narr": {"narr_override": "A par - pic", "wormhole_vote": "smy - edi"},
    "superhirn": {"superhirn_question": "Wer malte die Mona Lisa?",
                  "superhirn_answer": "Leonardo\nINSEL isl"},
    "doktor": {"orders": "T hyp HYP vie"},
    "wahrsager": {"wahrsager_prediction": "gal\nVORHERSAGE pic"},
}
