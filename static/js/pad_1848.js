/* The 1848 table as an action pad (docs/web.md, "The 1848 table as an action pad").
 *
 * The element #pad48 carries data-pad (the id of a json_script element holding the rule
 * set's pad: games/rulesets/game1848/pad.py documents its shape) and data-box (the id of the
 * action textarea). Every choice in the pad is a line the rule set's reader takes; a click
 * writes that line into the textarea (one action per turn: the line replaces the box's text)
 * and fires an "input" event, so orders.js checks it like a typed one. The textarea stays the
 * one source of truth: typing works as before, nothing is sent until the player presses Send.
 *
 * Controls (all real <button>s, so they work by keyboard): each hand card is a button that
 * plays it, with a second button that pushes it under its deck (Schieben); where a card needs
 * a target (a side, a person, an army for a Heerführer, a seat in an army tie) the choices
 * appear as buttons under the hand; Pass, and how many cards to draw at most after the trick;
 * in the refill turn, the kinds to draw (or none).
 *
 * Strings come from Django's JavaScript catalog (gettext/interpolate, djangojs domain).
 */
(function () {
  "use strict";

  var _ = window.gettext || function (s) { return s; };
  function fmt(text, values) {
    if (window.interpolate) {
      return window.interpolate(text, values, true);
    }
    return text.replace(/%\((\w+)\)s/g, function (m, key) { return values[key]; });
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (text !== undefined) {
      node.textContent = text;
    }
    return node;
  }

  function button(label, attrs) {
    return el("button", Object.assign({ type: "button" }, attrs || {}), label);
  }

  function attach(root) {
    var source = document.getElementById(root.getAttribute("data-pad"));
    var box = document.getElementById(root.getAttribute("data-box"));
    if (!source || !box) {
      return;
    }
    var pad = JSON.parse(source.textContent);
    var status = root.querySelector(".pad48-status");
    var choices = root.querySelector(".pad48-choices");
    var rows = root.querySelector(".pad48-rows");

    function say(text) { status.textContent = text; }

    // The pad's controls: the panel and the hand's card buttons (which live in #my-hand).
    function controls(selector) {
      var found = Array.prototype.slice.call(root.querySelectorAll(selector));
      var hand = document.getElementById("my-hand");
      return hand ? found.concat(Array.prototype.slice.call(hand.querySelectorAll(selector)))
        : found;
    }

    function write(choice) {
      box.value = choice.line;
      box.dispatchEvent(new Event("input", { bubbles: true }));
      say(fmt(_("Written into the box: %(line)s (%(reading)s). Press Send to take it."),
              { line: choice.line, reading: choice.reading }));
      controls("[aria-pressed]").forEach(function (b) {
        b.setAttribute("aria-pressed", b.getAttribute("data-line") === choice.line ? "true" : "false");
      });
    }

    function choiceButton(choice, label, cls) {
      var b = button(label, { "data-line": choice.line, "aria-pressed": "false",
                              "class": cls || "secondary", title: choice.reading });
      b.addEventListener("click", function () { write(choice); });
      return b;
    }

    function showChoices(question, list, pressedCard) {
      while (choices.firstChild) {
        choices.removeChild(choices.firstChild);
      }
      if (!list.length) {
        return;
      }
      var group = el("div", { role: "group", "aria-label": question, "class": "pad48-group" });
      group.appendChild(el("p", { "class": "pad48-question" }, question));
      list.forEach(function (choice) {
        group.appendChild(choiceButton(choice, choice.label, "secondary pad48-target"));
      });
      choices.appendChild(group);
      controls(".pad48-card").forEach(function (b) {
        b.classList.toggle("pad48-picked", b.getAttribute("data-card") === pressedCard);
      });
    }

    function question(card) {
      if (card.kind === "person") {
        return fmt(_("Which army does %(card)s lead? (Without a choice: the default written now.)"),
                   { card: card.id });
      }
      if (card.kind === "army") {
        return fmt(_("Which seat takes %(card)s in the tie?"), { card: card.id });
      }
      return fmt(_("Where does %(card)s go? Choose a side or a person."), { card: card.id });
    }

    function playCard(card) {
      var plain = card.plays.filter(function (p) { return !p.target; });
      var targeted = card.plays.filter(function (p) { return p.target; });
      if (!card.plays.length) {
        showChoices("", []);
        say(fmt(_("%(card)s cannot be played now."), { card: card.label }));
        return;
      }
      if (plain.length) {
        write(plain[0]);
      }
      if (targeted.length) {
        showChoices(question(card), targeted, card.id);
        if (!plain.length) {
          say(question(card));
        }
      } else {
        showChoices("", []);
      }
    }

    function handControls() {
      pad.cards.forEach(function (card) {
        var tile = document.querySelector('#my-hand li.tile[data-card="' + card.id + '"]');
        if (!tile) {
          return;
        }
        var play = button("", { "class": "pad48-card", "data-card": card.id,
                                "aria-label": fmt(_("Play %(card)s"), { card: card.label }) });
        if (card.plays.length === 1) {
          play.setAttribute("data-line", card.plays[0].line);
          play.setAttribute("aria-pressed", "false");
        }
        while (tile.firstChild) {
          play.appendChild(tile.firstChild);
        }
        play.addEventListener("click", function () { playCard(card); });
        tile.appendChild(play);
        tile.classList.add("pad48-tile");
        if (card.push) {
          var push = choiceButton(card.push, _("Push"),
                                  "secondary button-small pad48-push");
          push.setAttribute("aria-label", fmt(_("Push %(card)s under its deck"), { card: card.label }));
          tile.appendChild(push);
        }
      });
    }

    function passControls() {
      var row = el("div", { "class": "pad48-pass" });
      if (pad.pass) {
        row.appendChild(choiceButton(pad.pass, _("Pass"), "pad48-pass-button"));
      }
      var fewer = pad.fewer;
      if (Object.keys(fewer.lines).length) {
        var chosen = { persons: fewer.persons, extras: fewer.extras };
        var group = el("div", { role: "group", "class": "pad48-fewer",
                                "aria-label": _("Pass and draw at most") });
        group.appendChild(el("p", { "class": "pad48-question" },
                             _("Pass and draw at most (after this trick):")));
        [["persons", _("Persons")], ["extras", _("Zusatzkarten")]].forEach(function (pair) {
          var kind = pair[0];
          var line = el("span", { "class": "pad48-count", "data-kind": kind });
          line.appendChild(el("span", {}, pair[1] + ": "));
          for (var n = 0; n <= fewer[kind]; n += 1) {
            (function (count) {
              var b = button(String(count), { "class": "secondary button-small",
                                              "data-count": String(count),
                                              "aria-label": pair[1] + ": " + count });
              b.addEventListener("click", function () {
                chosen[kind] = count;
                var key = chosen.persons + "," + chosen.extras;
                write(fewer.lines[key] || pad.pass);
                group.querySelectorAll(".pad48-count").forEach(function (span) {
                  var wanted = String(chosen[span.getAttribute("data-kind")]);
                  span.querySelectorAll("button").forEach(function (other) {
                    other.setAttribute("aria-pressed",
                                       other.getAttribute("data-count") === wanted ? "true" : "false");
                  });
                });
              });
              line.appendChild(b);
            })(n);
          }
          group.appendChild(line);
        });
        row.appendChild(group);
      }
      rows.appendChild(row);
    }

    function drawControls() {
      var group = el("div", { role: "group", "class": "pad48-draws",
                              "aria-label": _("Which card do you draw?") });
      group.appendChild(el("p", { "class": "pad48-question" }, _("Which card do you draw?")));
      var labels = { persons: _("A person"), extras: _("A Zusatzkarte"),
                     none: _("No more card") };
      pad.draws.forEach(function (choice) {
        group.appendChild(choiceButton(choice, labels[choice.deck] || choice.line));
      });
      rows.appendChild(group);
    }

    if (pad.stage === "refill") {
      drawControls();
    } else {
      handControls();
      passControls();
    }
    root.hidden = false;
  }

  document.querySelectorAll("[data-pad48]").forEach(attach);
})();
