import type { en } from './en';

export const de: Record<keyof typeof en, string> = {
  'help.title': 'Hilfe',
  'help.intro': 'Kurze Antworten zum Gestalten, Testen und Auswerten von Prototypen.',
  'help.search': 'Hilfe durchsuchen',
  'help.searchPlaceholder': 'z. B. QR-Code, Heatmap, Export',
  'help.results_one': '{{count}} Seite gefunden',
  'help.results_other': '{{count}} Seiten gefunden',
  'help.noResults': 'Keine Hilfeseite passt zu „{{query}}“.',
  'help.topics': 'Themen',
  'help.inTopic': 'In diesem Thema',
  'help.allTopics': 'Alle Themen',
  'help.notFound': 'Diese Hilfeseite gibt es nicht.',
  'help.contactPrompt': 'Keine Antwort gefunden?',
  'help.contactLink': 'Schreib uns',
  'help.importTry': 'Gleich ausprobieren:',
  'help.imported': 'Importiert: {{name}}',
  'help.openImported': 'Prototyp öffnen',
  'topic.start.title': 'Erste Schritte',
  'topic.start.p1':
    'Mit Protolab baust du klickbare Prototypen, testest sie mit echten Nutzern und siehst, was sie getan haben.',
  'topic.start.first.title': 'Dein erster Prototyp',
  'topic.start.first.p1':
    'Registriere dich, öffne Meine Prototypen und wähle „Neu erstellen“. Wähle Gerätetyp und Bildschirmgröße; beides lässt sich später in den Einstellungen ändern.',
  'topic.start.tryout.title': 'Testmodus',
  'topic.start.tryout.p1':
    'Ohne Konto kannst du dich im Testmodus umsehen. Zum Speichern, Importieren oder Erstellen von Prototypen registriere dich – es ist kostenlos.',
  'topic.prototypes.title': 'Prototypen & Screens',
  'topic.prototypes.p1':
    'Ein Prototyp besteht aus Screens mit Widgets darauf: Buttons, Beschriftungen, Textfelder, Bilder und mehr.',
  'topic.prototypes.screens.title': 'Screens',
  'topic.prototypes.screens.p1':
    'Jeder Screen hat die Größe des Geräts. Ein Screen kann die Widgets eines anderen erben, so wird ein Menü oder eine Kopfzeile nur einmal gezeichnet.',
  'topic.prototypes.widgets.title': 'Widgets',
  'topic.prototypes.widgets.p1':
    'Widgets haben Position, Größe und Stil. Vorlagen und Design-Tokens halten Farben und Schriften auf allen Screens gleich.',
  'topic.links.title': 'Verknüpfungen',
  'topic.links.p1':
    'Verknüpfungen machen einen Prototyp klickbar: Eine Linie von einem Widget zu einem Screen sagt, wohin ein Klick führt.',
  'topic.links.widgets.title': 'Widgets verknüpfen',
  'topic.links.widgets.p1':
    'Wähle „Prototyp“ in der Leiste des Editors und ziehe von einem Widget oder Bildschirm zu dem Bildschirm, zu dem es führen soll. Oder wähle das Widget aus und wähle unter „Mit Bildschirm verknüpfen…“ in seinen Eigenschaften einen Bildschirm.',
  'topic.links.widgets.p2':
    'Jede Verknüpfung hat ein Ereignis – Klick, Doppelklick, langes Drücken, Darüberfahren, Eingabe geändert, ein Wischen; die eines Bildschirms lösen nach einer Zeit oder beim Laden aus – und einen Übergang (Schieben, Blenden, Wachsen). Ändere oder lösche sie unter „Verknüpfungen“ in den Eigenschaften. Im Prototyp-Modus kannst du auch auf den Pfeil einer Verknüpfung klicken: Das wählt sie aus und zeigt ihre Einstellungen; Entf löscht sie.',
  'topic.links.logic.title': 'Verzweigen mit LogicOr',
  'topic.links.logic.p1':
    'Mit einem LogicOr führt eine Aktion zu verschiedenen Bildschirmen. Füge „LogicOr“ aus der Widget-Liste hinzu: Es liegt auf der Zeichenfläche zwischen den Bildschirmen, als Raute mit „OR“, die nur der Editor zeigt. Ziehe im Prototyp-Modus von einem Widget zum LogicOr, dann vom LogicOr zu jedem Bildschirm, zu dem es führen kann.',
  'topic.links.logic.p2':
    'Wähle das LogicOr aus, um jedem Ausgang eine Bedingung zu geben. Wähle unter „Nur wenn“ ein Widget: Sein Wert ist gleich, ist nicht gleich, enthält, ist größer als, ist kleiner als, ist mindestens oder ist höchstens ein Wert, oder er ist gültig oder ungültig. Der Ausgang ohne Bedingung gilt, wenn keine Bedingung zutrifft. „Einen Ausgang zufällig wählen (A/B-Test)“ schickt jeden Tester einen zufällig gewählten Weg.',
  'topic.links.start.title': 'Der Start-Screen',
  'topic.links.start.p1':
    'Ein Test beginnt auf dem als Start markierten Screen; ohne Markierung auf dem Screen oben links.',
  'topic.testing.title': 'Testen mit Nutzern',
  'topic.testing.p1':
    'Teile einen Testlink mit deinen Testern. Sie bedienen den Prototyp und lösen deine Aufgaben; ihre Klicks und Eingaben werden aufgezeichnet.',
  'topic.testing.invites.title': 'Einladungen',
  'topic.testing.invites.p1':
    'Der Teilen-Dialog enthält den Testlink. Du kannst ihn mit einem Passwort schützen oder widerrufen: Alte Links funktionieren dann nicht mehr.',
  'topic.testing.invites.p2':
    'Tester brauchen kein Konto. Außer dem, was sie in den Prototyp eingeben, wird nichts Persönliches gespeichert.',
  'topic.testing.qr.title': 'QR-Codes',
  'topic.testing.qr.p1':
    'Tester mit einem Smartphone scannen den QR-Code im Teilen-Dialog und starten den Test sofort.',
  'topic.testing.offline.title': 'Offline-Feldstudien',
  'topic.testing.offline.p1':
    'Öffne den Test einmal online: Danach läuft der Prototyp ohne Netz. Interaktionen warten auf dem Gerät und werden hochgeladen, sobald es wieder online ist.',
  'topic.analytics.title': 'Auswertung',
  'topic.analytics.p1':
    'Die Ergebnisse zeigen, wie Tester deinen Prototyp benutzt haben: Sitzungen, Screens, Klicks und Aufgaben.',
  'topic.analytics.heatmaps.title': 'Heatmaps',
  'topic.analytics.heatmaps.p1':
    'Heatmaps zeigen, wohin Tester geklickt haben und wo die Maus verweilte. Elemente, die in den ersten drei Interaktionen niemand benutzt hat, werden markiert.',
  'topic.analytics.tasks.title': 'Aufgaben',
  'topic.analytics.tasks.p1':
    'Eine Aufgabe ist ein Ablauf von Schritten. Eine Sitzung ist erfolgreich, wenn sie alle Schritte der Reihe nach durchläuft. Details brauchen einen Ablauf mit zwei oder mehr Schritten.',
  'topic.analytics.dropoff.title': 'Abbrüche',
  'topic.analytics.dropoff.p1':
    'Die Abbruch-Ansicht zeigt, bei welchem Schritt Tester eine Aufgabe verlassen haben. Wähle dazu eine Aufgabe aus.',
  'topic.analytics.confidence.title': 'Konfidenzintervalle',
  'topic.analytics.confidence.p1':
    'Bei wenigen Testern ist eine Erfolgsquote unsicher. Das 95-%-Intervall (angepasstes Wald-Verfahren) zeigt, wie weit die wahre Quote von der gemessenen entfernt sein kann.',
  'topic.transfer.title': 'Import & Export',
  'topic.transfer.p1': 'Bringe Prototypen zwischen Konten und Werkzeugen hin und her.',
  'topic.transfer.import.title': 'Import',
  'topic.transfer.import.p1':
    'Importiere ein aus Protolab exportiertes ZIP oder die JSON-Datei eines Prototyps, auch eine aus Quant-UX. Bilder müssen JPG, PNG oder GIF mit höchstens 5 MB sein. Im Testmodus ist kein Import möglich.',
  'topic.transfer.export.title': 'Export',
  'topic.transfer.export.p1':
    'In den Einstellungen eines Prototyps lädt „Als ZIP exportieren“ ihn mit allen Bildern herunter. Wer dieses ZIP importiert, erhält denselben Prototyp.',
  'topic.team.title': 'Team',
  'topic.team.p1': 'Arbeitet gemeinsam an einem Prototyp: Lade Teammitglieder per E-Mail ein.',
  'topic.team.members.title': 'Mitglieder hinzufügen',
  'topic.team.members.p1':
    'Gib im Team-Tab eine E-Mail-Adresse ein und wähle eine Rolle. Vorschläge zeigen Personen, mit denen du schon gearbeitet hast.',
  'topic.team.roles.title': 'Rollen',
  'topic.team.roles.p1':
    'Eigentümer dürfen alles, auch den Prototyp löschen. Bearbeiter dürfen gestalten und testen; Leser dürfen ansehen und kommentieren.',
  'topic.account.title': 'Konto & Datenschutz',
  'topic.account.p1': 'Name, Bild und Passwort findest du auf der Seite Mein Konto.',
  'topic.account.profile.title': 'Dein Profil',
  'topic.account.profile.p1': 'Ein Name und ein Bild zeigen deinem Team, wer was geändert hat.',
  'topic.account.privacy.title': 'Datenschutz',
  'topic.account.privacy.p1':
    'Wir speichern die Interaktionen der Tester, nie persönliche Daten über ihre Eingaben hinaus. Du kannst dein Konto mit allen Prototypen jederzeit löschen.',
  'notifications.title': 'Benachrichtigungen',
  'notifications.empty': 'Noch keine Benachrichtigungen.',
  'notifications.new': 'Neu',
  'notifications.markSeen': 'Alle als gelesen markieren',
  'notifications.seen': 'Alle Benachrichtigungen sind als gelesen markiert.',
  'notifications.bell': 'Benachrichtigungen',
  'notifications.bellNew_one': 'Benachrichtigungen: {{count}} neue',
  'notifications.bellNew_other': 'Benachrichtigungen: {{count}} neue',
  'notifications.video': 'Videos ansehen',
  'notice.welcome.title': 'Willkommen bei Protolab',
  'notice.welcome.more': 'Erstelle einen Prototyp, verknüpfe seine Screens und lade Tester per Link oder QR-Code ein.',
  'notice.video-tip.title': 'Die Grundlagen in wenigen Minuten',
  'notice.video-tip.more': 'Die Hilfe hat kurze Videos zu Gestaltung, Prototyping und Tests.',
  'notice.star-project.title': 'Gefällt dir Protolab?',
  'notice.star-project.more': 'Gib dem Projekt einen Stern: So finden es auch andere.',
  'notice.community-chat.title': 'Komm in den Community-Chat',
  'notice.community-chat.more': 'Stell Fragen, teile deine Prototypen und triff andere Designer.',
  'notice.profile-picture.title': 'Füge ein Profilbild hinzu',
  'notice.profile-picture.more': 'Dein Team sieht, wer was geändert hat: Füge auf deiner Kontoseite ein Bild hinzu.',
  'notice.collaboration.title': 'Gemeinsam an Prototypen arbeiten',
  'notice.collaboration.more':
    'Lade Teammitglieder zu einem Prototyp ein, um gemeinsam zu gestalten, zu testen und zu kommentieren.',
  'notice.add-name.title': 'Wie heißt du?',
  'notice.add-name.more': 'Trag auf deiner Kontoseite deinen Namen ein, damit dein Team weiß, wer du bist.',
  'contact.title': 'Kontakt',
  'contact.intro': 'Fragen, Ideen oder ein Fehler? Schreib uns – wir antworten per E-Mail.',
  'contact.name': 'Name (optional)',
  'contact.email': 'E-Mail',
  'contact.message': 'Nachricht',
  'contact.send': 'Senden',
  'contact.sending': 'Wird gesendet…',
  'contact.sent': 'Danke! Deine Nachricht wurde gesendet.',
  'contact.required': 'Bitte gib deine E-Mail-Adresse und eine Nachricht ein.',
  'contact.emailRequired': 'Eine E-Mail-Adresse ist erforderlich.',
  'contact.emailInvalid': 'Das ist keine gültige E-Mail-Adresse.',
  'contact.messageRequired': 'Eine Nachricht ist erforderlich.',
  'examples.title': 'Beispiele',
  'examples.intro': 'Öffentliche Beispiel-Prototypen mit ihren Testergebnissen. Ohne Anmeldung.',
  'examples.empty': 'Noch keine Beispiele.',
  'examples.screens_one': '{{count}} Screen',
  'examples.screens_other': '{{count}} Screens',
  'examples.results': 'Ergebnisse ansehen',
  'examples.play': 'Ausprobieren',
  'examples.preview': 'Start-Screen von {{name}}',
  'topic.editor.title': 'Der Editor',
  'topic.editor.p1':
    'Öffne einen Prototyp und wähle „Zeichenfläche öffnen“: Sie zeigt jeden Bildschirm dort, wo du ihn platziert hast. Links ist die Liste „Bildschirme“, darunter die Liste der Widgets, rechts die Eigenschaften der Auswahl. Teammitglieder, die nur lesen dürfen, sehen dieselbe Fläche ohne Bearbeitung.',
  'topic.editor.widgets.title': 'Widgets hinzufügen und anordnen',
  'topic.editor.widgets.p1':
    'Durchsuche die Widget-Liste nach Namen. Ein Klick setzt das Widget auf den ausgewählten Bildschirm, oder ziehe es auf einen beliebigen Bildschirm. Neue Bildschirme entstehen mit „Bildschirm hinzufügen“ und „Zeichnen“ oben in der Liste „Bildschirme“.',
  'topic.editor.widgets.p2':
    'Klicke zum Auswählen, Umschalt+Klick erweitert die Auswahl, oder ziehe auf leerer Fläche einen Rahmen auf. Ziehe die Auswahl, um sie zu verschieben (auch auf einen anderen Bildschirm); die acht Griffe ändern die Größe, Umschalt behält das Seitenverhältnis, Alt skaliert von der Mitte.',
  'topic.editor.widgets.p3':
    'Bewege die Ansicht mit Leertaste+Ziehen, der mittleren Maustaste oder einem Trackpad; zoome mit Strg+Mausrad, zwei Fingern oder den Tasten + und −. „Einpassen“ zeigt alle Bildschirme. Unter „Ansicht“ zoomt „Auswahl einpassen“ auf das Ausgewählte, und „100 %“ zeigt die Bildschirme in echter Größe (Umschalt+1, Umschalt+2, Umschalt+0).',
  'topic.editor.widgets.p4':
    'Ein verschobenes Widget rastet ein, wenn seine Kanten oder seine Mitte denen eines anderen Widgets oder des Bildschirms nahekommen: Eine rosa Hilfslinie zeigt, woran es eingerastet ist, und rosa Beschriftungen zeigen den Abstand in Pixeln zu den Nachbarn auf jeder Seite. Beim Ändern der Größe rastet die gezogene Kante genauso ein. Unter „Ansicht“ legt „Am Raster einrasten“ Widgets auf ein Raster der gewählten Zellengröße, wo keine Kante nahe ist, und „Raster anzeigen“ zeichnet es. Halte beim Ziehen Alt gedrückt, um ein Widget frei zu platzieren.',
  'topic.editor.screens.title': 'Die Liste der Bildschirme',
  'topic.editor.screens.p1':
    'Die Liste „Bildschirme“ steht über der Widget-Liste. Ein Klick auf eine Zeile wählt den Bildschirm aus und holt ihn ins Bild. Doppelklicke auf den Namen oder drücke F2, um ihn umzubenennen. Ziehe eine Zeile oder drücke Alt+↑ / Alt+↓, um die Reihenfolge zu ändern. Der Stern macht ihn zum Startbildschirm (es gibt nur einen); die Knöpfe Kopie und × duplizieren oder löschen ihn. Ab sieben Bildschirmen filtert ein Suchfeld die Liste.',
  'topic.editor.screens.p2':
    '„Bildschirm hinzufügen“ fügt einen Bildschirm in Gerätegröße hinzu. Zum Zeichnen wähle „Zeichnen“ oder drücke S und ziehe auf der Zeichenfläche: Der neue Bildschirm bekommt die gezogene Größe. Ein Klick statt eines Ziehens setzt dort einen Bildschirm in Gerätegröße.',
  'topic.editor.text.title': 'Text und Stil',
  'topic.editor.text.p1':
    'Doppelklicke auf ein Widget oder wähle es aus und drücke Eingabe, um seinen Text direkt auf der Fläche zu tippen; Eingabe oder Escape beendet die Eingabe.',
  'topic.editor.text.p2':
    'Die Eigenschaften zeigen Name, Position, Größe und Text eines Widgets, dann „Inhalt“, die Einstellungen seines Typs, und „Stil“: Hintergrund, Textfarbe, Rahmen, Eckenradius, Schatten, Schrift, Ausrichtung, Innenabstand und Deckkraft. Sind mehrere Widgets ausgewählt, zeigt ein Feld einen Wert, wenn alle ihn teilen, und eine Änderung gilt für alle. Ein ausgewählter Bildschirm zeigt Name, Größe, Hintergrund und ob Tests auf ihm beginnen.',
  'topic.editor.states.title': 'Inhalt und Zustände',
  'topic.editor.states.p1':
    '„Inhalt“ enthält, was nur dieser Widget-Typ hat: die Optionen einer Auswahlliste, eine pro Zeile; die Reihen einer Tabelle, Zellen durch Kommas getrennt; die Daten eines Diagramms; einen Platzhalter; ein Symbol aus einer durchsuchbaren Liste. Unter „Stil“ listet „Mehr“ die Stil-Einstellungen des Typs.',
  'topic.editor.states.p2':
    'Ein Schalter über dem Stil wählt den Zustand: Normal, Mouseover, Fokus, Gedrückt oder Fehler. So kann ein Widget anders aussehen, wenn der Zeiger darüber ist, wenn es den Fokus hat, während es gedrückt wird oder wenn es einen Fehler zeigt. In einem anderen Zustand als Normal zeigt ein Feld den normalen Wert grau, bis du den eigenen Wert des Zustands setzt; sein × („… zurücksetzen“) entfernt diesen Wert.',
  'topic.editor.menu.title': 'Menü, Sperren und Verbergen',
  'topic.editor.menu.p1':
    'Ein Rechtsklick auf Widget, Bildschirm, Verknüpfung oder leere Fläche öffnet ein Aktionsmenü: ausschneiden, kopieren, einfügen, duplizieren, Text bearbeiten, in den Vordergrund, in den Hintergrund, sperren oder entsperren, verbergen oder zeigen, zum Startbildschirm machen, Bildschirm hinzufügen, alles auswählen, löschen, jeweils mit Kürzel. Umschalt+F10 oder die Menütaste öffnet es an der Auswahl; Pfeiltasten wählen, Eingabe führt aus, Escape schließt.',
  'topic.editor.menu.p2':
    'Ein gesperrtes Widget (Strg+Umschalt+L) lässt sich per Klick auswählen, aber Ziehen, Pfeiltasten und Griffe bewegen es nicht, und ein Auswahlrahmen übergeht es. Ein verborgenes Widget (Strg+Umschalt+H) sehen Tester nie, auch nicht in Vorschaubildern, Heatmaps oder Wiedergaben; der Editor zeigt es blass, damit du es auswählen und wieder zeigen kannst. Strg+] / Strg+[ bringen eine Ebene nach vorn / hinten; mit Umschalt in den Vorder- / Hintergrund.',
  'topic.editor.saving.title': 'Rückgängig und Speichern',
  'topic.editor.saving.p1':
    'Jede Änderung wird beim Arbeiten gespeichert; die Leiste zeigt, ob alles gespeichert ist, wie viele Änderungen warten oder dass du offline bist. Offline gemachte Änderungen bleiben im Browser und werden gesendet, sobald die Verbindung zurück ist, auch nach dem Schließen des Tabs.',
  'topic.editor.saving.p2':
    'Rückgängig (Strg+Z) und Wiederholen (Strg+Umschalt+Z oder Strg+Y) gehen Schritt für Schritt: ein Ziehen oder ein getippter Text ist ein Schritt. Der Verlauf liegt auf dem Server, also geht Rückgängig auch nach dem Neuladen weiter.',
  'topic.editor.keys.title': 'Tastatur',
  'topic.editor.keys.p1':
    'Bei fokussierter Zeichenfläche: Pfeiltasten verschieben die Auswahl um 1 px, mit Umschalt um 10 px; Entf löscht sie; Strg+C, Strg+X und Strg+V kopieren, schneiden aus und fügen ein (auch in einen anderen Prototyp, mit Stilen); Strg+D dupliziert; Strg+A wählt die Widgets des Bildschirms; Escape hebt die Auswahl auf.',
  'topic.editor.keys.p2':
    'Strg+] und Strg+[ bringen die Auswahl eine Ebene nach vorn oder hinten, mit Umschalt in den Vorder- oder Hintergrund. Strg+Umschalt+L sperrt oder entsperrt sie, Strg+Umschalt+H verbirgt oder zeigt sie. S beginnt das Zeichnen eines Bildschirms. Umschalt+F10 oder die Menütaste öffnet das Aktionsmenü. In der Liste „Bildschirme“ benennt F2 einen Bildschirm um, Alt+↑ / Alt+↓ verschieben ihn. Drücke ?, um alle Kürzel zu sehen.',
};
