/* As-you-type order feedback.
 *
 * The order form works without this script: its "Check" button posts the text and the page comes
 * back with the feedback list rendered by the server. With the script, typing in the order box
 * posts the text (debounced) to the form's data-validate-url and redraws the same list from the
 * JSON answer: {"ok", "lines": [{"line", "reading", "error", "suggestion"}]}; a line is fine
 * when its error is null.
 * Only the newest request is drawn: an older answer arriving late is dropped.
 *
 * Each line starts with "OK" or "Error" in words (visually hidden: colour and layout show it
 * to the eye), and where the page shows the board map, a reading spells each province as the
 * map names it ("A par (Paris) - bur (Burgundy)"), from the map's own province titles; the
 * suggestions stay in codes, as they are meant to be copied.
 */
(function () {
  "use strict";

  var DELAY_MS = 400;

  function csrfToken(form) {
    var field = form.querySelector("input[name=csrfmiddlewaretoken]");
    return field ? field.value : "";
  }

  /* code -> name, from the board map's <path data-province="par"><title>Paris</title>. */
  function provinceNames() {
    var names = {};
    document.querySelectorAll("svg [data-province]").forEach(function (node) {
      var title = node.querySelector("title");
      if (title && title.textContent) {
        names[node.getAttribute("data-province")] = title.textContent;
      }
    });
    return names;
  }

  function spelled(text, names) {
    return text.replace(/\b([a-z]{3})(\/[a-z]{2})?\b/g, function (whole, code) {
      var name = names[code];
      return name && name.toLowerCase() !== code ? whole + " (" + name + ")" : whole;
    });
  }

  function said(words) {
    var span = document.createElement("span");
    span.className = "visually-hidden";
    span.textContent = words + ": ";
    return span;
  }

  function item(result, number, labels) {
    var ok = !result.error;
    var li = document.createElement("li");
    li.className = ok ? "ok" : "error";
    li.appendChild(said(ok ? labels.ok : labels.error));

    var line = document.createElement("span");
    line.className = "line mono";
    line.textContent = labels.line + " " + number + ": " + result.line;
    li.appendChild(line);
    li.appendChild(document.createElement("br"));

    if (ok) {
      var reading = document.createElement("span");
      reading.className = "reading mono";
      reading.textContent = spelled(result.reading, labels.names);
      li.appendChild(reading);
    } else {
      var error = document.createElement("span");
      error.className = "problem";
      error.textContent = result.error;
      li.appendChild(error);
      if (result.suggestion) {
        var suggestion = document.createElement("span");
        suggestion.className = "suggestion";
        suggestion.textContent = labels.suggestion + " ";
        var code = document.createElement("code");
        code.textContent = result.suggestion;
        suggestion.appendChild(code);
        li.appendChild(suggestion);
      }
    }
    (result.warnings || []).forEach(function (text) {
      // A line that reads fine may still do nothing (no unit there): say so.
      li.appendChild(document.createElement("br"));
      var warning = document.createElement("span");
      warning.className = "warning";
      warning.textContent = "⚠ " + text;
      li.appendChild(warning);
    });
    return li;
  }

  function draw(list, summary, lines, labels) {
    while (list.firstChild) {
      list.removeChild(list.firstChild);
    }
    var errors = 0;
    lines.forEach(function (result, index) {
      if (result.error) {
        errors += 1;
      }
      list.appendChild(item(result, index + 1, labels));
    });
    if (summary) {
      summary.textContent = lines.length === 0 ? labels.empty
        : errors === 0 ? labels.allOk
        : labels.errors.replace("{n}", String(errors));
    }
  }

  function attach(form) {
    var url = form.getAttribute("data-validate-url");
    var textarea = form.querySelector("textarea[name=orders]");
    var list = document.getElementById(form.getAttribute("data-feedback-list"));
    var summary = document.getElementById(form.getAttribute("data-feedback-summary"));
    if (!url || !textarea || !list || !window.fetch) {
      return;
    }
    var labels = {
      line: form.getAttribute("data-label-line") || "Line",
      ok: form.getAttribute("data-label-ok") || "OK",
      error: form.getAttribute("data-label-error") || "Error",
      names: provinceNames(),
      suggestion: form.getAttribute("data-label-suggestion") || "Did you mean:",
      allOk: form.getAttribute("data-label-all-ok") || "",
      errors: form.getAttribute("data-label-errors") || "{n}",
      empty: form.getAttribute("data-label-empty") || ""
    };
    var timer = null;
    var latest = 0;
    var lastText = null;

    function check() {
      var text = textarea.value;
      if (text === lastText) {
        return;
      }
      lastText = text;
      latest += 1;
      var mine = latest;
      var body = new FormData();
      body.append("orders", text);
      var kind = form.querySelector("input[name=kind]");
      if (kind) {
        body.append("kind", kind.value);
      }
      var seat = form.querySelector("input[name=seat]");
      if (seat) {  // a game master's screen for another seat's box
        body.append("seat", seat.value);
      }
      fetch(url, {
        method: "POST",
        body: body,
        credentials: "same-origin",
        headers: { "X-CSRFToken": csrfToken(form), "Accept": "application/json" }
      }).then(function (response) {
        if (!response.ok) {
          throw new Error(String(response.status));
        }
        return response.json();
      }).then(function (data) {
        if (mine === latest) {
          draw(list, summary, data.lines || [], labels);
        }
      }).catch(function () {
        // The check button still works; a failed background check must not block typing.
        lastText = null;
      });
    }

    textarea.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, DELAY_MS);
    });
    var button = form.querySelector("button[value=check]");
    if (button) {
      button.addEventListener("click", function (event) {
        event.preventDefault();
        lastText = null;
        check();
      });
    }
  }

  document.querySelectorAll("form[data-validate-url]").forEach(attach);
})();
