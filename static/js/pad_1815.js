/* The Europa 1815 map as an action pad (docs/web.md, "The Europa 1815 map as an action pad").
 *
 * Clicks on lands (on the map, or on the land buttons, which also serve maps without a
 * picture, keyboards and screen readers) write lines into the turn box, in the grammar the
 * engine reads (adjudication/europa1815/grammar.py): the box stays the one source of truth,
 * its live feedback (orders.js) reads each line, and the player may still type.
 *
 * What a click may offer comes from the page's pad data (games/rulesets/europa1815/pad.py):
 * the own bordering lands of a Verlegung, the lands a Nachschub may go to, the own lands that
 * may be given away, the ally's lands troops may be handed over to, the lands an attack may
 * come from, whether a marker may be handed over. Nothing here decides a rule; the server's
 * check has the last word.
 *
 * Strings come from Django's JavaScript catalog (gettext/interpolate, djangojs domain).
 */
(function () {
  "use strict";

  var _ = window.gettext || function (s) { return s; };
  function fmt(text, values) {
    return window.interpolate ? window.interpolate(text, values, true)
      : text.replace(/%\((\w+)\)s/g, function (m, k) { return values[k]; });
  }
  var KINDS = ["inf", "cav", "art"];

  function attach(section) {
    var source = document.getElementById(section.getAttribute("data-pad-1815"));
    var box = document.querySelector(section.getAttribute("data-order-box"));
    if (!source || !box) { return; }
    var pad = JSON.parse(source.textContent);
    var words = pad.words;
    var svg = document.querySelector(section.getAttribute("data-map"));
    var status = section.querySelector("#pad-1815-status");
    var choices = section.querySelector("#pad-1815-choices");
    var state = null;  // {kind, land}: a first click waiting for its second
    section.hidden = false;

    function say(text) { status.textContent = text; }
    function land(id) { return pad.lands[id]; }
    function named(id) { return land(id).name; }

    /* ---- the box ------------------------------------------------------------------- */
    function lines() {
      return box.value.split("\n").map(function (l) { return l.trim(); })
        .filter(function (l) { return l && l.indexOf("#") !== 0 && l.indexOf("//") !== 0; });
    }
    function isTeam(line) { return /^team\s*[:.)]/i.test(line); }
    function nextPrefix() {
      // The k-th action line in the box fills the k-th action step still open; a Nachschub
      // written as the 1st action ends the actions ("taken as the 1st, it ends the turn").
      var actions = lines().filter(function (l) { return !isTeam(l); });
      if (actions.some(function (l) { return /^1\s*:\s*nachschub\b/i.test(l); })) { return null; }
      return pad.actions[actions.length] || null;
    }
    function teamFree() {
      return pad.team && !lines().some(isTeam);
    }
    function write(line) {
      var keep = box.value.replace(/\s+$/, "");
      box.value = (keep ? keep + "\n" : "") + line + "\n";
      box.dispatchEvent(new Event("input", { bubbles: true }));
      reset();
      say(fmt(_("Written into the turn box: %(line)s"), { line: line }));
    }
    function action(body) {
      var prefix = nextPrefix();
      if (!prefix) {
        say(_("No action step of this turn is left for another line; delete a line in the box to choose again."));
        return;
      }
      write(prefix + " " + body);
    }
    function team(body) {
      if (!teamFree()) {
        say(_("The team action is already in the box (one per turn); delete that line to choose another."));
        return;
      }
      write(pad.team + " " + body);
    }

    /* ---- the choices --------------------------------------------------------------- */
    function clear() {
      while (choices.firstChild) { choices.removeChild(choices.firstChild); }
    }
    function button(label, key, run, primary) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = primary ? "" : "secondary";
      b.textContent = label;
      b.setAttribute("data-pad-choice", key);
      b.addEventListener("click", run);
      choices.appendChild(b);
      return b;
    }
    function mark(id, targets) {
      if (!svg) { return; }
      svg.querySelectorAll(".pad-1815-picked, .pad-1815-target").forEach(function (node) {
        node.classList.remove("pad-1815-picked", "pad-1815-target");
      });
      var picked = id && svg.getElementById ? svg.getElementById(id) : null;
      if (picked) { picked.classList.add("pad-1815-picked"); }
      (targets || []).forEach(function (t) {
        var node = svg.getElementById ? svg.getElementById(t) : null;
        if (node) { node.classList.add("pad-1815-target"); }
      });
    }
    function reset() {
      state = null;
      mark(null);
      idle();
    }
    function idle() {
      clear();
      if (pad.mode === "note" && !lines().length) {
        // Start phase and reinforcement turns: a lone "Passen" ends the turn.
        button(_("Pass"), "pass", function () { write(words.pass); });
      }
      if (nextPrefix()) {
        button(fmt(_("Pass (%(step)s)"), { step: nextPrefix() }), "pass", function () {
          action(words.pass);
        });
      }
    }
    function cancel() { button(_("Cancel"), "cancel", function () { reset(); say(""); }); }

    // Counts of each kind (and the seat's own generals) taken from a land: number fields
    // (keyboard and touch keypads), then one button writes the line.
    function counts(title, max, generals, initial, done) {
      clear();
      var form = document.createElement("div");
      form.className = "pad-1815-counts";
      say(title);
      var fields = {};
      KINDS.forEach(function (kind) {
        if (!max[kind]) { return; }
        var label = document.createElement("label");
        label.textContent = words.kinds[kind] + " ";
        var input = document.createElement("input");
        input.type = "number";
        input.min = "0";
        input.max = String(max[kind]);
        input.value = String(initial ? max[kind] : 0);
        input.inputMode = "numeric";
        input.setAttribute("data-kind", kind);
        label.appendChild(input);
        form.appendChild(label);
        fields[kind] = input;
      });
      var boxes = (generals || []).map(function (general) {
        var label = document.createElement("label");
        var input = document.createElement("input");
        input.type = "checkbox";
        input.checked = Boolean(initial);
        input.value = general;
        label.appendChild(input);
        label.appendChild(document.createTextNode(" " + words.general + " " + general));
        form.appendChild(label);
        return input;
      });
      choices.appendChild(form);
      button(_("Write the line"), "write", function () {
        var items = [];
        KINDS.forEach(function (kind) {
          var n = fields[kind] ? parseInt(fields[kind].value, 10) : 0;
          if (n > 0) { items.push(n + " " + words.kinds[kind]); }
        });
        boxes.forEach(function (b) { if (b.checked) { items.push(words.general + " " + b.value); } });
        done(items.join(" "));
      }, true);
      cancel();
      var first = form.querySelector("input");
      if (first) { first.focus(); }
    }
    function troopsFrom(from, withGenerals, done) {
      var here = land(from);
      counts(fmt(_("Which troops from %(land)s?"), { land: here.name }), here.units,
        withGenerals ? here.generals : [], true, function (items) {
          if (!items) { say(_("Choose at least one unit.")); return; }
          done(items + " " + words.from + " " + here.line);
        });
    }
    function offer(list, prompt, kind, at) {
      // The second click: on the map (highlighted) or on one of these buttons.
      state = { kind: kind, land: at };
      clear();
      list.forEach(function (id) {
        button(named(id), "land-" + id, function () { pick(id); }, true);
      });
      cancel();
      mark(at, list);
      say(prompt);
    }

    /* ---- the clicks ---------------------------------------------------------------- */
    function second(id) {
      var at = state.land;
      if (state.kind === "verlegung" && pad.verlegung[at].indexOf(id) >= 0) {
        troopsFrom(at, true, function (part) {
          action(words.verlegung + " " + land(id).line + ": " + part);
        });
        return true;
      }
      if (state.kind === "hand_over" && pad.hand_over[at].indexOf(id) >= 0) {
        troopsFrom(id, false, function (part) {
          team(words.hand_over + " " + land(at).line + ": " + part);
        });
        return true;
      }
      if (state.kind === "attack" && pad.attack_from[at].indexOf(id) >= 0) {
        troopsFrom(id, true, function (part) {
          action(words.attack + " " + land(at).line + ": " + part);
        });
        return true;
      }
      if (state.kind === "give_land" && pad.give_land.indexOf(id) >= 0) {
        team(words.give_land + " " + land(id).line + " " + words.to_player + " " + pad.players[pad.ally]);
        return true;
      }
      return false;
    }
    function pick(id) {
      if (!land(id)) { return; }
      if (state && second(id)) { mark(state ? state.land : null); return; }
      state = null;
      mark(id);
      clear();
      var here = land(id);
      var ally = pad.players[pad.ally];
      var offered = 0;
      function add(label, key, run) { button(label, key, run, true); offered += 1; }
      var acts = Boolean(nextPrefix());
      if (here.relation === "own") {
        if (acts && pad.verlegung[id]) {
          add(fmt(_("Verlegung from %(land)s"), { land: here.name }), "verlegung", function () {
            offer(pad.verlegung[id], fmt(_("Verlegung from %(land)s: now click the own bordering land the troops go to."), { land: here.name }), "verlegung", id);
          });
        }
        if (acts && pad.nachschub.indexOf(id) >= 0) {
          add(fmt(_("Nachschub in %(land)s"), { land: here.name }), "nachschub", function () {
            var max = {};
            KINDS.forEach(function (k) { max[k] = Math.min(pad.supply[k], pad.nachschub_ep); });
            counts(fmt(_("Nachschub in %(land)s: up to %(ep)s EP from your supply (none chosen: infantry first)."), { land: here.name, ep: pad.nachschub_ep }),
              max, [], false, function (items) {
                action(words.nachschub + " " + here.line + (items ? ": " + items : ""));
              });
          });
        }
        if (teamFree() && pad.give_land.indexOf(id) >= 0) {
          add(fmt(_("Team: Land abgeben %(land)s an %(ally)s"), { land: here.name, ally: ally }), "give_land", function () {
            team(words.give_land + " " + here.line + " " + words.to_player + " " + ally);
          });
        }
      } else if (here.relation === "ally") {
        if (teamFree() && pad.hand_over[id]) {
          add(fmt(_("Team: Truppen übergeben nach %(land)s"), { land: here.name }), "hand_over", function () {
            offer(pad.hand_over[id], fmt(_("Truppen übergeben nach %(land)s: now click the own bordering land the troops come from."), { land: here.name }), "hand_over", id);
          });
        }
        if (teamFree() && pad.give_land.length) {
          add(fmt(_("Team: Land abgeben an %(ally)s"), { ally: ally }), "give_land", function () {
            offer(pad.give_land, fmt(_("Land abgeben an %(ally)s: now click the own land to give (not your capital)."), { ally: ally }), "give_land", null);
          });
        }
        if (teamFree() && pad.marker) {
          add(fmt(_("Team: Erfolgsmarker übergeben an %(ally)s"), { ally: ally }), "marker", function () {
            team(words.marker + " " + words.to_player + " " + ally);
          });
        }
      } else if (acts) {
        var from = pad.attack_from[id] || [];
        add(fmt(_("Angriff auf %(land)s"), { land: here.name }), "attack", function () {
          if (!from.length) { action(words.attack + " " + here.line); return; }
          offer(from, fmt(_("Angriff auf %(land)s: now click the own land the troops attack from."), { land: here.name }), "attack", id);
        });
        add(fmt(_("Diplomatie gegen %(land)s"), { land: here.name }), "diplomacy", function () {
          action(words.diplomacy + " " + here.line);
        });
      }
      if (!offered) {
        say(fmt(_("%(land)s: nothing to click here in this step; you may type a line."), { land: here.name }));
        mark(null);
        idle();
        return;
      }
      cancel();
      say(fmt(_("%(land)s: choose an action."), { land: here.name }));
    }

    /* ---- the lands: map and buttons ------------------------------------------------ */
    if (svg) {
      svg.classList.add("pad-1815-map");
      Object.keys(pad.lands).forEach(function (id) {
        var node = svg.getElementById ? svg.getElementById(id) : null;
        if (node) { node.classList.add("pad-1815-land"); }
      });
      svg.addEventListener("click", function (event) {
        var node = event.target.closest ? event.target.closest("[id]") : null;
        while (node && !pad.lands[node.id]) {
          node = node.parentElement ? node.parentElement.closest("[id]") : null;
        }
        if (node) { pick(node.id); }
      });
    }
    var holder = section.querySelector("[data-pad-lands]");
    [["own", _("Your lands")], ["ally", _("Your ally's lands")],
      ["other", _("Other lands")]].forEach(function (group) {
      var ids = Object.keys(pad.lands).filter(function (id) {
        var r = pad.lands[id].relation;
        return group[0] === "other" ? (r === "enemy" || r === "neutral") : r === group[0];
      });
      if (!ids.length) { return; }
      var h = document.createElement("h4");
      h.textContent = group[1];
      holder.appendChild(h);
      var row = document.createElement("div");
      row.className = "pad-1815-row";
      ids.forEach(function (id) {
        var b = document.createElement("button");
        b.type = "button";
        b.className = "secondary";
        b.textContent = named(id);
        b.setAttribute("data-pad-land", id);
        b.addEventListener("click", function () { pick(id); });
        row.appendChild(b);
      });
      holder.appendChild(row);
    });
    if (pad.mode === "note") {
      say(_("Start phase or reinforcement turn: write your wishes for the Spielleiter in the box, or pass."));
    }
    idle();
  }

  function start() {
    document.querySelectorAll("[data-pad-1815]").forEach(attach);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
