"""What players type around their orders, per language: greetings, a line of prose before
and after, sign-offs, chat-only mails, press texts and remarks."""

from __future__ import annotations

GREETING = {
    "de": ["Hallo Spielleiter,", "Moin zusammen,", "Servus,", "Guten Abend,", "Hi,",
           "Lieber Spielleiter,", "Hallo in die Runde,", "N'Abend!"],
    "en": ["Hi GM,", "Evening all,", "Hello there,", "Dear GM,", "Hiya,", "Morning!",
           "Hi,"],
    "it": ["Ciao,", "Buonasera,", "Ciao a tutti,", "Salve,"],
    "fr": ["Bonjour,", "Salut,", "Bonsoir à tous,", "Coucou,"],
    "es": ["Hola,", "Buenas,", "Hola a todos,", "Buenas tardes,"],
    "nl": ["Hoi,", "Hallo allemaal,", "Goedenavond,", "Hey,"],
}
BEFORE = {
    "de": ["hier kommen meine Züge für diese Runde.", "anbei meine Befehle, bitte kurz "
           "bestätigen.", "sorry, dass es so spät kommt, war auf Dienstreise.",
           "ich hoffe, das ist noch vor dem ZAT da.", "diesmal ganz unspektakulär:",
           "nach langem Grübeln steht es jetzt fest."],
    "en": ["here are my moves for this one.", "orders below, a quick confirm would be nice.",
           "sorry this is late, work has been mad.", "hope this makes the deadline.",
           "nothing fancy this time:", "after far too much thinking, here goes."],
    "it": ["ecco le mie mosse per questo turno.", "scusate il ritardo, settimana pesante.",
           "spero che arrivi prima della scadenza."],
    "fr": ["voici mes ordres pour ce tour.", "désolée pour le retard, grosse semaine.",
           "j'espère que ça arrive avant la date limite."],
    "es": ["aquí van mis órdenes para este turno.", "perdón por el retraso, semana "
           "complicada.", "espero que llegue antes del plazo."],
    "nl": ["hierbij mijn orders voor deze beurt.", "sorry dat het zo laat is, drukke week.",
           "hopelijk is dit nog op tijd."],
}
AFTER = {
    "de": ["Danke fürs Leiten!", "Bin bis Sonntag nur per Handy erreichbar.",
           "Falls was unklar ist, einfach melden.", "Bin gespannt, wie das ausgeht."],
    "en": ["Thanks for running this!", "Away this weekend, phone only.",
           "Shout if anything is unclear.", "Fingers crossed."],
    "it": ["Grazie per la pazienza!", "Fatemi sapere se manca qualcosa."],
    "fr": ["Merci de gérer la partie !", "Dites-moi si quelque chose cloche."],
    "es": ["¡Gracias por dirigir la partida!", "Avisadme si falta algo."],
    "nl": ["Bedankt voor het leiden!", "Laat maar weten als er iets niet klopt."],
}
SIGNOFF = {
    "de": ["Gruß", "Viele Grüße", "LG", "Beste Grüße", "Bis dann", "Grüße aus dem Regen"],
    "en": ["Cheers,", "Best,", "Regards,", "Thanks,", "All the best,"],
    "it": ["Saluti,", "A presto,", "Un saluto,"],
    "fr": ["Bonne soirée,", "Amitiés,", "Bises,"],
    "es": ["Saludos,", "Un abrazo,", "Hasta pronto,"],
    "nl": ["Groeten,", "Groetjes,", "Met vriendelijke groet,"],
}
CHAT = {
    "de": [["Kurze Frage: gilt die Verlängerung wegen Ostern auch für uns?",
            "Ich bin ab Mittwoch im Urlaub und würde sonst vorher abgeben."],
           ["Danke für den Bericht!", "Die Karte sieht ja spannend aus."],
           ["Ich habe heute leider keine Zeit, schicke morgen früh alles."],
           ["Kann man den ZAT um einen Tag schieben?",
            "Bei mir brennt gerade die Hütte."]],
    "en": [["Quick question: does the Easter extension apply to us too?",
            "I'm away from Wednesday, otherwise I'll send early."],
           ["Thanks for the report!", "That map is getting interesting."],
           ["No time tonight, I'll send everything tomorrow morning."],
           ["Any chance of pushing the deadline by a day?", "Work is on fire."]],
    "it": [["Grazie per il resoconto!", "Domani mando tutto."]],
    "fr": [["Merci pour le compte rendu !", "J'envoie tout demain matin."]],
    "es": [["¡Gracias por el informe!", "Mañana mando todo."]],
    "nl": [["Bedankt voor het verslag!", "Morgen stuur ik alles."]],
}
PRESS = {
    "de": [["Wie besprochen bleibe ich aus Galizien raus.",
            "Ich hoffe, du hältst dich auch dran."],
           ["Lust auf ein Bündnis gegen den Nachbarn im Norden?"],
           ["Ich traue dem Frieden nicht.", "Lass uns nächste Runde telefonieren."],
           ["Meine Flotte bleibt diese Runde zu Hause, versprochen."],
           ["Wer als Nächster lügt, fliegt raus."]],
    "en": [["As agreed I'm staying out of the Channel.", "Hope you do the same."],
           ["Fancy a deal against our friend up north?"],
           ["I don't trust the peace much.", "Let's talk again before next turn."],
           ["My fleet stays home this season, promise."],
           ["Whoever lies next gets stabbed, simple as that."]],
    "it": [["Resto fuori dal Tirolo come promesso."]],
    "fr": [["Je reste hors de la Manche comme convenu."]],
    "es": [["Me quedo fuera como acordamos."]],
    "nl": [["Ik blijf uit de Zwarte Zee, zoals afgesproken."]],
}
PUBLIC = {
    "de": [["Presseerklärung: Wir sind friedlich und wünschen allen ein schönes Wochenende."],
           ["Der Kaiser lässt ausrichten: Wer Wien bedroht, bekommt Besuch."]],
    "en": [["Press release: we come in peace, mostly."],
           ["The Crown wishes everyone a pleasant spring and short supply lines."]],
    "it": [["Comunicato: l'Italia è neutrale, per ora."]],
    "fr": [["Communiqué : la France aime tout le monde cette saison."]],
    "es": [["Comunicado: venimos en paz."]],
    "nl": [["Persbericht: wij zijn neutraal, voorlopig."]],
}
TO_GM = {
    "de": ["Kann ich den ZAT um einen Tag verschieben lassen? Danke!",
           "Mir ist unklar, ob mein Rückzug gezählt hat."],
    "en": ["Could I get a day's extension? Family stuff.",
           "Not sure my last orders went through, can you check?"],
    "it": ["Posso avere un giorno in più?"], "fr": ["Je peux avoir un jour de plus ?"],
    "es": ["¿Puedo tener un día más?"], "nl": ["Kan ik een dag uitstel krijgen?"],
}
REMARK = {
    "de": ["(wie besprochen)", "(falls Russland mitspielt)", "// nur zur Sicherheit",
           "(Ehrenwort!)"],
    "en": ["(as agreed)", "(if Russia plays along)", "// just in case", "(trust me)"],
    "it": ["(come d'accordo)"], "fr": ["(comme convenu)"], "es": ["(como acordamos)"],
    "nl": ["(zoals afgesproken)"],
}
AFTER_END = {"de": "PS: Grüße an alle Mitspieler!", "en": "PS: good luck everyone!",
             "it": "PS: in bocca al lupo a tutti!", "fr": "PS : bonne chance à tous !",
             "es": "PD: ¡suerte a todos!", "nl": "PS: succes allemaal!"}
NOTE = {"de": ("Notiz:", "A bud bleibt stehen, weil mir Serbien zu heiß ist."),
        "en": ("Note:", "Kept the fleet at home because I don't trust anyone."),
        "it": ("Nota:", "Tengo la flotta a casa, non mi fido."),
        "fr": ("Remarque :", "Je garde la flotte à la maison."),
        "es": ("Nota:", "Dejo la flota en casa, no me fío."),
        "nl": ("Opmerking:", "Ik hou de vloot thuis.")}
AFTERTHOUGHT = {"de": "Ach ja, noch vergessen:", "en": "Oh, forgot one:",
                "it": "Ah, dimenticavo:", "fr": "Ah, j'oubliais :", "es": "Ah, se me olvidaba:",
                "nl": "O ja, nog vergeten:"}
PROSE_MOVE = {"de": "Russland meinte übrigens, er geht nach Galizien. Mal sehen.",
              "en": "Russia claims he's going to Galicia. We'll see.",
              "it": "La Russia dice che va in Galizia. Vedremo.",
              "fr": "La Russie dit qu'elle va en Galicie. On verra.",
              "es": "Rusia dice que va a Galitzia. Ya veremos.",
              "nl": "Rusland zegt dat hij naar Galicië gaat. We zullen zien."}
