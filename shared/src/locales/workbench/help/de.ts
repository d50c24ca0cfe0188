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
    'Mit Protolab baust du klickbare Prototypen, testest sie mit echten Menschen und siehst, was sie getan haben. Ein Prototyp besteht aus Bildschirmen mit Widgets darauf; Verknüpfungen legen fest, wohin ein Klick führt. Du teilst einen Testlink, Testpersonen spielen den Prototyp im Browser durch, und jeder Klick und jede Eingabe wird für deine Auswertung aufgezeichnet.',
  'topic.start.p2':
    'Ein üblicher Ablauf: Prototyp anlegen und seine Bildschirme im Editor gestalten, sie im Prototyp-Modus verknüpfen, im Tab „Test“ die Aufgaben schreiben, den Testlink oder seinen QR-Code teilen und die Tabs „Ergebnisse“ und „Heatmaps“ lesen, sobald die ersten Sitzungen da sind. Die Themen dieser Hilfe folgen derselben Reihenfolge.',
  'topic.start.first.title': 'Dein erster Prototyp',
  'topic.start.first.p1':
    'Registriere dich oben rechts mit „Registrieren“ – Vor- und Nachname sind freiwillig, das Passwort braucht mindestens 6 Zeichen – oder melde dich an. Du landest bei „Meine Prototypen“. Wähle „Neuer Prototyp“, gib einen Namen ein und wähle das Gerät (Smartphone, Tablet, Desktop oder Uhr) und eine Bildschirmgröße: ein gängiges Gerät aus der Liste oder „Eigene Größe“ mit Breite und Höhe in Pixeln.',
  'topic.start.first.p2':
    '„Prototyp erstellen“ legt ihn mit einem leeren Bildschirm namens „Start“ an, seinem Startbildschirm, und öffnet seine Übersicht im Tab „Design“, der jeden Bildschirm als Vorschaubild zeigt. „Canvas öffnen“ öffnet den Editor; ein Klick auf ein Vorschaubild öffnet den Editor auf diesem Bildschirm.',
  'topic.start.first.p3':
    'Nimm im Editor Widgets aus der Liste „Widgets“ links – ein Label, einen Button, eine TextBox – und setze sie auf den Bildschirm. Weitere Bildschirme kommen mit „Bildschirm hinzufügen“. Wähle dann „Prototyp“ in der Leiste des Editors und ziehe von jedem Button zu dem Bildschirm, den er öffnen soll. Jede Änderung wird sofort gespeichert; einen Speichern-Knopf hat der Editor nicht.',
  'topic.start.first.p4':
    'Zum Ausprobieren wähle in der Übersicht „Test starten“: Der Prototyp öffnet sich in einem neuen Tab so, wie Testpersonen ihn sehen. Um Testpersonen einzuladen, wähle „Teilen“. Gerät und Bildschirmgröße lassen sich später im Tab „Einstellungen“ ändern; schon gezeichnete Bildschirme behalten ihre Größe.',
  'topic.start.overview.title': 'Die Übersicht eines Prototyps',
  'topic.start.overview.p1':
    'Jeder Prototyp hat eine Übersicht mit Tabs am oberen Rand. „Design“ zeigt die Bildschirme und öffnet den Editor. „Test“ enthält die Testeinstellungen und die Aufgaben. „Ergebnisse“ zeigt die Zahlen der Testsitzungen, „Kommentare“ die Kommentare deines Teams und deiner Gutachter, „Heatmaps“, wohin Testpersonen geklickt haben. „Einstellungen“ enthält Name, Gerät und Bildschirmgröße, den Export und das Löschen; „Team“, wer am Prototyp arbeitet; „Analyse-Canvas“ öffnet den Canvas des Prototyps mit der Studie darüber.',
  'topic.start.overview.p2':
    'Neben den Tabs öffnet „Test starten“ den Test so, wie Testpersonen ihn sehen, und „Teilen“ den Teilen-Dialog mit dem Testlink, seinem QR-Code, dem Kommentarlink und dem Einbettungscode. Beide sehen Teammitglieder, die den Prototyp bearbeiten dürfen.',
  'topic.start.overview.p3':
    '„Meine Prototypen“ oben in der Kopfzeile zeigt deine Prototypen als Karten: Gerät, Zahl der Bildschirme und letzte Änderung, die zuletzt bearbeiteten zuerst; „Nach Namen suchen“ findet einen. „Kopieren“ macht einen neuen Prototyp mit denselben Bildschirmen und Testeinstellungen unter neuem Namen (ohne Sitzungen und Kommentare). „Löschen“ – nur für die Person, der der Prototyp gehört – entfernt ihn samt Tests, Aufzeichnungen und Kommentaren, sobald du mit „Endgültig löschen“ bestätigst.',
  'topic.start.tryout.title': 'Ausprobieren ohne Konto',
  'topic.start.tryout.p1':
    'Ohne Konto kannst du dich als Gast umsehen: Wähle auf der Startseite „Ohne Konto ausprobieren“. Die Seite „Beispiele“ in der Kopfzeile listet öffentliche Beispiel-Prototypen: „Ausprobieren“ öffnet einen so, wie Testpersonen ihn sehen, „Ergebnisse ansehen“ seinen Analyse-Canvas mit Heatmaps und Ergebnissen aus Beispielsitzungen.',
  'topic.start.tryout.p2':
    'Als Gast kannst du nichts anlegen, importieren oder speichern: Diese Knöpfe antworten mit dem Hinweis, dich zuerst zu registrieren. Die Registrierung ist kostenlos, danach bleiben deine Prototypen in deinem Konto.',
  'topic.prototypes.title': 'Prototypen & Bildschirme',
  'topic.prototypes.p1':
    'Ein Prototyp ist eine Menge von Bildschirmen mit Widgets darauf – Buttons, Labels, Textfelder, Bilder und vieles mehr – und den Verknüpfungen dazwischen. Er hat einen Gerätetyp und eine Bildschirmgröße, einen Test mit Aufgaben, ein Team und die aufgezeichneten Testsitzungen.',
  'topic.prototypes.p2':
    'Dieses Thema erklärt Bildschirme, Widgets und die Einstellungen eines Prototyps. Wie man sie zeichnet, steht unter „Der Editor“, wie man sie klickbar macht, unter „Verknüpfungen“.',
  'topic.prototypes.screens.title': 'Bildschirme',
  'topic.prototypes.screens.p1':
    'Ein Bildschirm ist eine Seite oder ein Zustand deiner App: das, was die Testperson in einem Moment sieht. Ein neuer Bildschirm bekommt die Bildschirmgröße des Prototyps, aber ein Bildschirm kann jede Größe haben, etwa eine lange Seite, die Testpersonen scrollen. Im Player wird ein Bildschirm an das Fenster angepasst – an seine Breite, bei einem breiten Fenster an die Höhe des Geräts –, und was höher ist, wird gescrollt.',
  'topic.prototypes.screens.p2':
    'Die Bildschirme liegen nebeneinander auf der Zeichenfläche des Editors. Ihre Reihenfolge in der Liste „Bildschirme“ ist nur für dich: Ein Test beginnt auf dem Startbildschirm, markiert mit einem Stern – ohne Markierung auf dem Bildschirm oben links – und geht entlang der Verknüpfungen weiter. Einen Bildschirm, zu dem keine Verknüpfung führt, sieht keine Testperson.',
  'topic.prototypes.screens.p3':
    'Ein Bildschirm kann eine Hintergrundfarbe oder ein Hintergrundbild haben und eigene Verknüpfungen: einen Zeitgeber, der nach einigen Sekunden weiterschaltet, ein Wischen, einen Klick irgendwo darauf. Aus Quant-UX importierte Prototypen können Master-Bildschirme haben, deren Widgets auf jedem erbenden Bildschirm erscheinen; der Editor zeichnet sie, kann aber keine neuen einrichten.',
  'topic.prototypes.widgets.title': 'Widgets',
  'topic.prototypes.widgets.p1':
    'Widgets sind die Teile eines Bildschirms. Die Liste „Widgets“ im Editor enthält mehr als 80 Typen mit ihren englischen Namen: Text (Label, TextBox, TextArea, Password, SearchBox, Date …), Auswahl (CheckBox, RadioGroup, Switch, DropDown, Rating …), Bereiche (HSlider, Stepper, ProgressBar …), Daten (Table, BarChart, PieChart, Tree …), Medien (Image, Icon, IFrameWidget, NavBar …) und Grundlegendes wie Button, Box, Container und HotSpot.',
  'topic.prototypes.widgets.p2':
    'Jedes Widget hat eine Position, eine Größe, einen Text und einen Stil. Formular-Widgets behalten beim Spielen einen Wert – getippten Text, angekreuzte Kästchen, gewählte Optionen, verschobene Regler –, und der Wert wird aufgezeichnet: Er erscheint in der Wiedergabe und in den Umfrageantworten. Ein HotSpot ist eine unsichtbare Klickfläche, praktisch über einem Bildschirm aus einem Bild. Ein LogicOr sehen Testpersonen nie: Es teilt eine Verknüpfung in mehrere Wege (siehe „Verzweigen mit LogicOr“).',
  'topic.prototypes.widgets.p3':
    'Aus Quant-UX importierte Prototypen können Vorlagen und Design-Tokens mitbringen, die mehreren Widgets dieselben Farben und Schriften geben. Sie werden gezeichnet wie zuvor, aber der Editor hat keinen Ort, sie zu ändern: Die Eigenschaften zeigen nur den eigenen Stil eines Widgets, und eine Farbe aus einem Design-Token bleibt, was du auch einstellst.',
  'topic.prototypes.settings.title': 'Einstellungen des Prototyps',
  'topic.prototypes.settings.p1':
    'Der Tab „Einstellungen“ enthält den Namen des Prototyps, eine „Beschreibung“ für dein Team, das Gerät und die Bildschirmgröße. Ändere sie und wähle „Speichern“. Eine neue Bildschirmgröße gilt für neue Bildschirme; vorhandene behalten ihre, ändere sie bei Bedarf im Editor.',
  'topic.prototypes.settings.p2':
    'Unter „Exportieren“ lädt „Als ZIP exportieren“ den Prototyp mit seinen Bildern herunter (siehe „Export“). Wer den Prototyp besitzt, sieht außerdem „Prototyp löschen“: Das entfernt den Prototyp mit Tests, Aufzeichnungen und Kommentaren für das ganze Team, sobald du mit „Endgültig löschen“ bestätigst. Das lässt sich nicht rückgängig machen.',
  'topic.prototypes.settings.p3':
    'Teammitglieder, die nur ansehen dürfen, sehen die Einstellungen ausgegraut mit dem Hinweis, dass sie den Prototyp ansehen, aber nicht ändern können; exportieren können sie ihn trotzdem.',
  'topic.editor.title': 'Der Editor',
  'topic.editor.p1':
    'Öffne einen Prototyp und wähle „Canvas öffnen“ oder klicke auf das Vorschaubild eines Bildschirms: Der Editor zeigt alle Bildschirme auf einer großen Zeichenfläche, dort, wo du sie platziert hast. Links stehen die Liste „Bildschirme“, darunter die „Ebenen“ des ausgewählten Bildschirms und dann die Liste „Widgets“, in der Mitte die Zeichenfläche, rechts die Eigenschaften des Ausgewählten. Die Leiste oben enthält den Weg zurück („Übersicht“), die Modi „Design“ und „Prototyp“, „Rückgängig“, „Wiederholen“, „Tastenkürzel“, den Speicherstand und den Zoom mit dem Menü „Ansicht“.',
  'topic.editor.p2':
    'Im Design-Modus platzierst, verschiebst, skalierst und gestaltest du; im Prototyp-Modus zeichnest du die Verknüpfungen, die den Prototyp klickbar machen. Teammitglieder, die nur ansehen dürfen, sehen dieselbe Zeichenfläche mit „Nur lesen“, ohne Listen und Eigenschaften; sie können sich bewegen und zoomen.',
  'topic.editor.figure1':
    'Der Editor im Design-Modus: links Bildschirme und Widgets, in der Mitte die Zeichenfläche mit einem ausgewählten Label, rechts seine Eigenschaften.',
  'topic.editor.modes.title': 'Design-Modus und Prototyp-Modus',
  'topic.editor.modes.p1':
    'Der Editor hat zwei Modi, umgeschaltet mit „Design“ und „Prototyp“ in seiner Leiste. Er öffnet im Design-Modus: Ein Klick wählt ein Widget oder einen Bildschirm aus, Ziehen verschiebt es, die acht Griffe ändern die Größe, und die Liste „Widgets“ fügt neue hinzu. Verknüpfungen erscheinen in beiden Modi als dünne türkisfarbene Pfeile, damit du immer siehst, wohin ein Klick führt.',
  'topic.editor.modes.p2':
    'Im Prototyp-Modus zeichnet Ziehen eine Verknüpfung, statt etwas zu verschieben. Drücke auf ein Widget oder eine leere Stelle eines Bildschirms und ziehe: Ein gestrichelter Pfeil folgt dem Zeiger. Lass über dem Bildschirm los, zu dem die Verknüpfung führen soll, oder über einem LogicOr, und die Verknüpfung entsteht. Eine neue Verknüpfung von einem Widget reagiert auf einen Klick, eine von einem Bildschirm auf einen Zeitgeber von 3 Sekunden. Loslassen neben allen Bildschirmen bewirkt nichts. Widgets bewegen sich in diesem Modus nicht und zeigen keine Größengriffe; das ausgewählte Widget zeigt stattdessen einen kleinen blauen Kreis an seinem rechten Rand: Zieh ihn auf einen Bildschirm, um dieses Widget zu verknüpfen, auch wenn es klein ist oder über einem anderen liegt.',
  'topic.editor.modes.p3':
    'Ein Klick auf ein Widget oder einen Bildschirm zeigt im Prototyp-Modus nur, was es tut: seine Verknüpfungen mit Ereignis, Ziel, Übergang und Bedingung, bei einem Bildschirm auch, ob Tests dort beginnen; sein Aussehen änderst du im Design-Modus. Ein Klick auf einen Pfeil wählt diese Verknüpfung aus: Rechts erscheint „Verknüpfung“ mit Ereignis, Ziel und Übergang, und die Entf-Taste löscht sie. Ein Pfeil endet an der Seite seines Ziels, die ihm zugewandt ist. Ein gestrichelter Pfeil mit einer Raute ist bedingt (eine Regel oder das Warten auf gültige Eingaben); violette Pfeile mit einem Punkt am Anfang sind die Zweige eines LogicOr. Der Startbildschirm trägt neben seinem Namen die Marke „Start“. Wie man ändert, wann eine Verknüpfung auslöst, steht unter „Widgets verknüpfen“. Wähle „Design“, um weiter anzuordnen; beim nächsten Mal öffnet der Editor wieder im Design-Modus.',
  'topic.editor.modes.figure1':
    'Prototyp-Modus: die Verknüpfungen der Bildschirme Produkt und Warenkorb als Pfeile, und eine neue Verknüpfung, die vom Artikel im Warenkorb zurück zum Produkt gezogen wird.',
  'topic.editor.widgets.title': 'Widgets hinzufügen und anordnen',
  'topic.editor.widgets.p1':
    'Die Liste „Widgets“ des Editors zeigt jeden Typ als kleines Bild über seinem Namen, in Abschnitten (Grundelemente, Formulare, Navigation, Medien, Diagramme, Daten, Logik), die ein Klick auf ihre Überschrift schließt und öffnet; die zuletzt gesetzten Typen stehen oben unter „Zuletzt verwendet“. Tippe in „Widgets suchen“, um einen Typ nach seinem Namen oder einem anderen Wort dafür zu finden („Dropdown“ findet die Auswahlliste). Ein Klick auf einen Typ setzt ein neues Widget oben links auf den ausgewählten Bildschirm (oder den Bildschirm des ausgewählten Widgets); oder ziehe den Typ auf einen beliebigen Bildschirm und lass ihn dort los, wo er sitzen soll. Das neue Widget ist ausgewählt, mit Eingabe tippst du sofort seinen Text.',
  'topic.editor.widgets.p2':
    'Klicke zum Auswählen; Umschalt+Klick nimmt ein Widget zur Auswahl hinzu oder heraus. Oder ziehe auf leerer Fläche einen Rahmen auf: Er wählt die Widgets, die ganz darin liegen (mit Umschalt zusätzlich zur Auswahl). Ziehe die Auswahl, um sie zu verschieben, auch auf einen anderen Bildschirm: Die Widgets gehören dann zu diesem. Die acht Griffe ändern die Größe; Umschalt behält das Seitenverhältnis, Alt skaliert von der Mitte aus.',
  'topic.editor.widgets.p3':
    'Ein verschobenes Widget rastet ein, wenn seine Kanten oder seine Mitte denen eines anderen Widgets oder des Bildschirms nahekommen: Eine rosa Hilfslinie zeigt, woran es eingerastet ist, und rosa Beschriftungen zeigen den Abstand in Pixeln zu den Nachbarn. Beim Ändern der Größe rastet die gezogene Kante genauso ein. Halte beim Ziehen Alt gedrückt, um frei zu platzieren. Ist im Menü „Ansicht“ „Am Raster einrasten“ an, rasten Widgets auch am Raster ein, wo keine Kante nah ist.',
  'topic.editor.widgets.p4':
    'Für genaue Werte tippe X, Y, Breite und Höhe in die Eigenschaften. Die Pfeiltasten verschieben die Auswahl um 1 Pixel, mit Umschalt um 10. Gesperrte Widgets bleiben, wo sie sind (siehe „Menü, Sperren und Verbergen“).',
  'topic.editor.widgets.p5':
    'Ein neuer Button übernimmt das Aussehen, das die meisten Ihrer Buttons teilen (ein Button mit Text, 10–200 Pixel breit und 10–100 hoch), und eine neue Box oder ein neuer Container das Ihrer großen Buttons ohne Text, damit neue Widgets zum Prototyp passen. Ein Dropdown mit weniger als 5 Optionen bietet an, zu einer Optionsgruppe zu werden, die alle Optionen auf einmal zeigt; eine Optionsgruppe mit mehr als 5 bietet an, zu einem Dropdown zu werden.',
  'topic.editor.view.title': 'Zoom, das Menü „Ansicht“ und das Raster',
  'topic.editor.view.p1':
    'Die Zeichenfläche des Editors ist größer als das Fenster. Bewege dich mit Leertaste+Ziehen, der mittleren Maustaste oder zwei Fingern auf dem Trackpad; zoome mit Strg+Mausrad, zwei Fingern, den Tasten + und – oder den Knöpfen – und + in der Leiste, zwischen denen der Zoom in Prozent steht. „Einpassen“ zeigt alle Bildschirme auf einmal.',
  'topic.editor.view.p2':
    'Das Menü „Ansicht“ neben „Einpassen“ enthält „Auswahl einpassen“, das auf das Ausgewählte zoomt (Umschalt+2), und „100 %“, das die Bildschirme in echter Größe zeigt, ein Pixel der Zeichenfläche auf ein Bildschirmpixel (Umschalt+0). Umschalt+1 wirkt wie „Einpassen“. Ein Zoom schließt das Menü.',
  'topic.editor.view.p3':
    'Unter „Raster“ lässt „Am Raster einrasten“ verschobene und skalierte Widgets auf dem Raster landen, und „Raster anzeigen“ zeichnet seine Linien über die Bildschirme; „Zellengröße (px)“ legt die Größe einer Zelle fest, von 2 bis 200 Pixel. Das Raster wird mit dem Prototyp für das ganze Team gespeichert, ist aber eine Ansichtseinstellung, keine Änderung, die sich rückgängig machen lässt. Seine Linien erscheinen nur, wenn eine Zelle auf dem Bildschirm mindestens 5 Pixel breit ist: Zoome hinein, wenn du sie nicht siehst.',
  'topic.editor.view.figure1':
    'Das Menü „Ansicht“ mit „Raster anzeigen“ und Zellen von 16 Pixeln, über einem Bildschirm bei 100 %.',
  'topic.editor.screens.title': 'Die Liste der Bildschirme',
  'topic.editor.screens.p1':
    'Die Liste „Bildschirme“ des Editors steht über der Widget-Liste. Ein Klick auf eine Zeile wählt den Bildschirm aus und holt ihn ins Bild. Doppelklicke auf den Namen oder drücke F2, um ihn umzubenennen (Eingabe übernimmt den neuen Namen, Escape behält den alten). Ziehe eine Zeile oder drücke Alt+↑ / Alt+↓, um die Reihenfolge zu ändern. Der Stern macht ihn zum Startbildschirm (es gibt nur einen); die Knöpfe Kopie und × duplizieren oder löschen ihn. Ab sieben Bildschirmen filtert ein Suchfeld die Liste.',
  'topic.editor.screens.p2':
    '„Bildschirm hinzufügen“ fügt einen Bildschirm in Gerätegröße hinzu. Zum Zeichnen wähle „Zeichnen“ oder drücke S und ziehe auf der Zeichenfläche: Der neue Bildschirm bekommt die gezogene Größe. Ein Klick statt eines Ziehens setzt dort einen Bildschirm in Gerätegröße.',
  'topic.editor.screens.p3':
    'Ein Duplikat liegt unter dem Original, heißt wie dieses mit angehängtem „Kopie“ und bekommt Kopien seiner Widgets und ihrer Verknüpfungen. Wer einen Bildschirm löscht, löscht seine Widgets und die Verknüpfungen, die zu ihm führen; „Rückgängig“ holt sie zurück. Ein ausgewählter Bildschirm zeigt in den Eigenschaften Name, Position und Größe, Hintergrundfarbe und -bild, „Zum Startbildschirm machen“, seine Masterbildschirme (siehe „Masterbildschirme“) und seine Verknüpfungen.',
  'topic.editor.layers.title': 'Ebenen und Gruppen',
  'topic.editor.layers.p1':
    'Die Liste „Ebenen“ des Editors unter der Bildschirmliste zeigt die Widgets des ausgewählten Bildschirms (oder des Bildschirms der Auswahl), das oberste zuerst, mit seinen Gruppen als Zeilen, die sich auf- und zuklappen lassen. Ein Klick auf eine Zeile wählt das Widget aus oder alle Widgets einer Gruppe; was du auf der Zeichenfläche auswählst, ist in der Liste markiert. Doppelklicke auf einen Namen oder drücke F2, um ihn umzubenennen (Enter behält den neuen Namen, Escape den alten). Die Schloss- und Augen-Schaltflächen einer Zeile sperren sie oder verbergen sie vor Testern; in der Zeile einer Gruppe gilt das für alle ihre Widgets. ↑ und ↓ wechseln die Zeile, ← und → klappen eine Gruppe zu und auf, Enter wählt aus. Die Leiste zwischen Bildschirmen und Ebenen teilt die Höhe zwischen beiden auf: Ziehe sie, oder fokussiere sie und drücke ↑ oder ↓; der Editor merkt sich die Aufteilung in diesem Browser.',
  'topic.editor.layers.p2':
    'Zieh eine Zeile, um die Reihenfolge zu ändern: über oder unter einer anderen Zeile abgelegt, kommt sie dorthin, in die Gruppe dieser Zeile oder hinaus auf die oberste Ebene; mitten auf der Zeile einer Gruppe abgelegt, kommt sie in diese Gruppe, ganz nach oben. Alt+↑ / Alt+↓ verschieben eine Zeile um einen Platz. Strg+G gruppiert die ausgewählten Widgets, Strg+Umschalt+G hebt die Gruppierung auf. Auf der Zeichenfläche wählt ein Klick auf ein gruppiertes Widget die ganze Gruppe aus; ein Doppelklick geht eine Gruppe tiefer hinein, bis zum Widget selbst, und Klicks bleiben dann auf dieser Ebene, bis du außerhalb der Gruppe klickst oder die Auswahl aufhebst. Ein Doppelklick auf ein Widget ohne Gruppe tippt seinen Text. Änderst du die Größe einer Gruppe an ihren Griffen, werden ihre Widgets mitskaliert.',
  'topic.editor.masters.title': 'Masterbildschirme',
  'topic.editor.masters.p1':
    'Ein Masterbildschirm leiht anderen Bildschirmen seine Widgets: Eine Kopfzeile, eine Tab-Leiste oder ein Menü entsteht einmal und erscheint auf jedem Bildschirm, der davon erbt. Wähle im Editor einen Bildschirm aus und wähle in seinen Eigenschaften unter „Masterbildschirme“ einen Bildschirm in „Masterbildschirm hinzufügen…“. Bildschirme, die eine Schleife bilden würden (ein Master, der selbst von diesem Bildschirm erbt), werden nicht angeboten. In der Liste „Bildschirme“ steht bei einem Master „Master von 2“, bei einem erbenden Bildschirm „von Kopfzeile“.',
  'topic.editor.masters.p2':
    'Auf der Zeichenfläche sind geerbte Widgets mit einem blassen gestrichelten Rahmen markiert. Geändert werden sie auf ihrem Master, und jeder erbende Bildschirm folgt sofort: Ein Klick auf eines wählt den Bildschirm aus, zeigst du darauf, wird sein Master genannt, und ein Doppelklick wählt das Widget auf dem Master aus. „Trennen“ neben einem Master nimmt dessen Widgets vom Bildschirm; ein Widget des Bildschirms, das eines davon überschrieben hat, behält, was es zeigte. Wird ein Masterbildschirm gelöscht, wird er im selben Schritt von allen Bildschirmen getrennt, und Rückgängig bringt alles zurück. Testpersonen sehen geerbte Widgets als Teil jedes Bildschirms, und ihre Verknüpfungen funktionieren auch dort.',
  'topic.editor.text.title': 'Text und Stil',
  'topic.editor.text.p1':
    'Doppelklicke im Editor auf ein Widget oder wähle es aus und drücke Eingabe, um seinen Text direkt auf der Zeichenfläche zu tippen; Umschalt+Eingabe beginnt eine neue Zeile, Eingabe oder Escape beendet das Tippen. Das Feld „Text“ in den Eigenschaften tut dasselbe.',
  'topic.editor.text.p2':
    'Die Eigenschaften zeigen oben Name und Typ des ausgewählten Widgets, dann „Name“, „X“, „Y“, „Breite“, „Höhe“ und „Text“, dann „Inhalt“ mit dem, was nur sein Typ hat, und „Stil“: Hintergrund, Textfarbe, Rahmenbreite, Rahmenart und Rahmenfarbe, Eckenradius (für alle Ecken gleich oder „Jede Ecke“), Schatten, Schrift, Stärke, kursiv, unterstrichen, Ausrichtung, vertikale Ausrichtung, Innenabstand und Deckkraft; „Mehr“ listet weitere Stil-Einstellungen des Typs. Darunter folgen „Bild“, „Anordnen“ und „Verknüpfungen“.',
  'topic.editor.text.p3':
    'Sind mehrere Widgets ausgewählt, nennt die Überschrift ihre Zahl; ein Feld zeigt einen Wert, wenn alle ihn teilen, „Gemischt“, wenn sie sich unterscheiden, und eine Änderung gilt für alle. Tippen in ein Feld ist ein Rückgängig-Schritt; das Verlassen des Felds schließt ihn ab. Ein geleertes Feld oder sein × („… zurücksetzen“) entfernt deinen Wert, und das Widget kehrt zu seinem Standard zurück.',
  'topic.editor.text.figure1':
    'Die Eigenschaften eines ausgewählten Labels: Name, Position, Größe und Text, dann sein Stil im Zustand Normal.',
  'topic.editor.tokens.title': 'Design-Tokens',
  'topic.editor.tokens.p1':
    'Im Editor öffnet „Design-Tokens“ unter der Widget-Liste die Tokens des Prototyps: benannte Farben, Rahmen, Schriften, Innenabstände und Schatten, nach Art gruppiert, jedes mit Vorschau, Wert und der Zahl der Widgets, die es verwenden (ein Klick auf „Von … verwendet“ wählt sie auf der Arbeitsfläche aus). „Neues Token“ legt eines an: Art wählen, benennen, Wert setzen. Der Stift ändert Name und Wert eines Tokens; × löscht es und fragt vorher, wenn Widgets es verwenden, denn ihre Verknüpfungen gehen mit.',
  'topic.editor.tokens.p2':
    'In den Eigenschaften verknüpft „Mit Token verknüpfen…“ unter einer Farbe, dem Rahmen, dem Schatten, der Schrift oder dem Innenabstand diese Einstellung der ausgewählten Widgets mit einem Token ihrer Art. Eine verknüpfte Einstellung zeigt statt ihres Felds den Namen des Tokens: Änderst du das Token, ändern sich alle damit verknüpften Widgets auf einmal. „Lösen“ gibt den Widgets ihren eigenen Wert zurück. Jede dieser Aktionen ist ein Rückgängig-Schritt.',
  'topic.editor.templates.title': 'Vorlagen',
  'topic.editor.templates.p1':
    'Eine Vorlage ist ein Widget oder eine Gruppe von Widgets, die Sie wiederverwenden. Wählen Sie sie aus und wählen Sie in den Eigenschaften „Vorlage erstellen“ mit einem Namen: Die Auswahl wird zur ersten Instanz der Vorlage. Die Vorlagen stehen oben im Bereich Widgets, mit der Zahl ihrer Instanzen; ein Klick setzt eine Instanz auf den ausgewählten Screen, oder ziehen Sie sie auf einen beliebigen Screen.',
  'topic.editor.templates.p2':
    'Eine Instanz zeigt den Stil ihrer Vorlage; die Felder zeigen die Werte der Vorlage ausgegraut. Eine Änderung an einer Instanz bleibt bei dieser Instanz, bis Sie „Vorlage aktualisieren“ wählen: Dann übernimmt sie die Vorlage und damit jede ihrer Instanzen. „Auf Vorlage zurücksetzen“ entfernt die eigenen Änderungen der Instanz; „Lösen“ macht daraus normale Widgets, die ihr Aussehen behalten und der Vorlage nicht mehr folgen.',
  'topic.editor.templates.p3':
    '„Variante erstellen“ macht aus dem, was eine Instanz ändert, eine neue Vorlage, etwa einen deaktivierten Button: Die Variante übernimmt alles andere von ihrer Basisvorlage und folgt ihr. Mit „Variante“ wechseln Sie eine Instanz zwischen der Basis und ihren Varianten. Das Löschen einer verwendeten Vorlage fragt zuerst nach; ihre Instanzen bleiben als normale Widgets erhalten.',
  'topic.editor.data.title': 'Daten und Prüfung',
  'topic.editor.data.p1':
    'Wähle im Editor ein Widget aus, um in den Eigenschaften „Daten“ zu sehen. Gib einen Variablennamen ein (oder wähle einen, den der Prototyp schon verwendet) und drücke Enter: Widgets mit derselben Variable teilen sich beim Abspielen einen Wert. Was ein Tester in ein gebundenes Eingabefeld tippt, erscheint in jedem Eingabefeld dieser Variable, auf diesem und auf späteren Screens, und ein daran gebundenes Label oder ein Button zeigt den Wert als Text. Der Abschnitt sagt, wie viele andere Widgets die Variable teilen; ein leerer Name löst die Bindung.',
  'topic.editor.data.p2':
    'Eingabefelder haben außerdem „Prüfung“: „Pflichtfeld“, die Art des Werts (Text, E-Mail, Zahl, ganze Zahl, Telefonnummer), „Min.“ und „Max.“ (der Wert einer Zahl oder die Länge eines Texts) und ein „Muster“ (ein regulärer Ausdruck). Eine Regel, die nicht funktionieren kann, etwa Min. über Max. oder ein fehlerhaftes Muster, wird in ihrem Feld markiert und nicht gespeichert. Unter „Fehlermeldung“ setzt „Fehlermeldung hinzufügen“ ein rotes Label mit deinem Text unter das Eingabefeld, oder du wählst ein anderes Widget des Screens; die Liste zeigt die verknüpften, × löst eines.',
  'topic.editor.data.p3':
    'Kreuze im Prototyp-Modus an einem Link „Nur wenn die Eingaben des Screens gültig sind“ an: Folgt ein Tester ihm, während ein Eingabefeld des Screens seine Regel verletzt, bleibt er auf dem Screen, das Feld zeigt seinen Fehlerstil und seine Fehlermeldungen erscheinen; sie verschwinden wieder, sobald die Eingabe korrigiert ist. Bis dahin sind Fehlermeldungen für Tester verborgen, und die Arbeitsfläche zeigt sie blass, damit du sie trotzdem auswählen kannst.',
  'topic.editor.states.title': 'Inhalt und Zustände',
  'topic.editor.states.p1':
    'In den Eigenschaften des Editors enthält „Inhalt“, was nur dieser Widget-Typ hat: die Optionen einer Auswahlliste, eine pro Zeile; die Reihen einer Tabelle, Zellen durch Kommas getrennt; die Daten eines Diagramms; einen Platzhalter; ein Symbol aus einer durchsuchbaren Liste. Unter „Stil“ listet „Mehr“ die Stil-Einstellungen des Typs.',
  'topic.editor.states.p2':
    'Ein Schalter über dem Stil wählt den Zustand: Normal, Mouseover, Fokus, Gedrückt oder Fehler. So kann ein Widget anders aussehen, wenn der Zeiger darüber ist, wenn es den Fokus hat, während es gedrückt wird oder wenn es einen Fehler zeigt. Ein Zustand mit eigenen Einstellungen ist markiert. In einem anderen Zustand als Normal zeigt ein Feld den normalen Wert grau, bis du den eigenen Wert des Zustands setzt; sein × („… zurücksetzen“) entfernt diesen Wert.',
  'topic.editor.arrange.title': 'Bilder, Reihenfolge und Ausrichtung',
  'topic.editor.arrange.p1':
    'Wähle unter „Bild“ in den Eigenschaften des Editors ein JPG, PNG oder GIF von höchstens 5 MB: Es wird zum Prototyp hochgeladen und von einem Image-Widget gezeigt (auch ein HotSpot zeigt es; die meisten anderen Typen zeichnen es nicht). „Bild entfernen“ nimmt es wieder weg. Ein ausgewählter Bildschirm hat dasselbe Feld für sein Hintergrundbild: Lege auf jeden Bildschirm einen Screenshot, setze HotSpots über seine Knöpfe und verknüpfe sie, und die Screenshots werden klickbar.',
  'topic.editor.arrange.p2':
    '„Anordnen“ in den Eigenschaften enthält „In den Vordergrund“, „Eine Ebene nach vorn“, „Eine Ebene nach hinten“ und „In den Hintergrund“; sie bestimmen, welches Widget über welchem liegt. Bei zwei oder mehr ausgewählten Widgets erscheint oben auf der Arbeitsfläche eine Werkzeugleiste: Ihre Symbole richten sie links, horizontal zentriert, rechts, oben, vertikal zentriert oder unten am Rahmen um alle aus und verteilen sie bei drei oder mehr gleichmäßig horizontal oder vertikal (der Mauszeiger über einem Symbol zeigt seinen Namen). Ihr Feld „Abstand“ setzt sie genau so viele Pixel auseinander, von links nach rechts oder von oben nach unten, je nachdem, wie sie liegen, und zeigt den Abstand, wenn alle denselben haben. Jeder dieser Schritte ist ein Rückgängig-Schritt. Eine ganz ausgewählte Gruppe zeigt in den Eigenschaften ihren Namen, den du dort ändern kannst, und ihre Teile: Ein Klick auf einen wählt ihn allein aus.',
  'topic.editor.menu.title': 'Menü, Sperren und Verbergen',
  'topic.editor.menu.p1':
    'Ein Rechtsklick auf Widget, Bildschirm, Verknüpfung oder leere Fläche öffnet ein Aktionsmenü: ausschneiden, kopieren, einfügen, duplizieren, Text bearbeiten, in den Vordergrund, in den Hintergrund, sperren oder entsperren, vor Testern verbergen oder Testern zeigen, zum Startbildschirm machen, Bildschirm hinzufügen, alles auswählen, löschen, jeweils mit Kürzel. Umschalt+F10 oder die Menütaste öffnet es an der Auswahl; Pfeiltasten wählen, Eingabe führt aus, Escape schließt.',
  'topic.editor.menu.p2':
    'Ein gesperrtes Widget (Strg+Umschalt+L) lässt sich per Klick auswählen, aber Ziehen, Pfeiltasten und Griffe bewegen es nicht, und ein Auswahlrahmen übergeht es. Ein verborgenes Widget (Strg+Umschalt+H) sehen Testpersonen nie, auch nicht in Vorschaubildern, Heatmaps oder Wiedergaben; der Editor zeigt es blass, damit du es auswählen und wieder zeigen kannst. Strg+] / Strg+[ bringen eine Ebene nach vorn / hinten; mit Umschalt in den Vorder- / Hintergrund.',
  'topic.editor.saving.title': 'Rückgängig und Speichern',
  'topic.editor.saving.p1':
    'Jede Änderung im Editor wird beim Arbeiten gespeichert; die Leiste zeigt, ob alles gespeichert ist, wie viele Änderungen warten oder dass du offline bist. Offline gemachte Änderungen bleiben im Browser und werden gesendet, sobald die Verbindung zurück ist, auch nach dem Schließen des Tabs – sofern du den Prototyp im selben Browser wieder öffnest.',
  'topic.editor.saving.p2':
    'Rückgängig (Strg+Z) und Wiederholen (Strg+Umschalt+Z oder Strg+Y) gehen Schritt für Schritt: Ein Ziehen oder ein getippter Text ist ein Schritt. Der Verlauf liegt auf dem Server, also geht Rückgängig auch nach dem Neuladen weiter.',
  'topic.editor.saving.p3':
    'Lehnt der Server eine Änderung ab – etwa weil ein Teammitglied gerade gelöscht hat, was du änderst –, sagt die Leiste das, und der Editor lädt den Prototyp so, wie der Server ihn hat. Raster und Zoom sind keine Änderungen: Rückgängig lässt sie in Ruhe.',
  'topic.editor.saving.p4':
    'Versionen, unter der Widget-Liste, halten den Prototyp, wie er ist, unter einem Namen fest; die Liste zeigt jede mit einem kleinen Bild ihres Start-Screens. „Öffnen“ zeigt eine Version schreibgeschützt auf der Arbeitsfläche, darüber „Wiederherstellen“ und „Zurück zum aktuellen Stand“. „Vergleichen“ stellt sie neben den aktuellen Entwurf (oder, mit „Vergleichen mit“, neben eine andere Version), nebeneinander oder übereinander: Hinzugefügtes, Entferntes, Verschobenes oder in der Größe Geändertes, im Stil Geändertes und Umbenanntes ist in seiner Farbe umrahmt und aufgelistet, und ein Klick auf einen Eintrag wählt ihn aus und zeigt ihn. Eine Wiederherstellung ist ein Schritt beim Rückgängigmachen.',
  'topic.editor.keys.title': 'Tastatur',
  'topic.editor.keys.p1':
    'Bei fokussierter Zeichenfläche des Editors: Pfeiltasten verschieben die Auswahl um 1 px, mit Umschalt um 10 px; Entf löscht sie; Strg+C, Strg+X und Strg+V kopieren, schneiden aus und fügen ein (auch in einen anderen Prototyp, mit Stilen); Strg+D dupliziert; Strg+A wählt die Widgets des Bildschirms; Eingabe tippt den Text des ausgewählten Widgets; Escape hebt die Auswahl auf.',
  'topic.editor.keys.p2':
    'Strg+] und Strg+[ bringen die Auswahl eine Ebene nach vorn oder hinten, mit Umschalt in den Vorder- oder Hintergrund. Strg+Umschalt+L sperrt oder entsperrt sie, Strg+Umschalt+H verbirgt oder zeigt sie. S beginnt das Zeichnen eines Bildschirms. Umschalt+F10 oder die Menütaste öffnet das Aktionsmenü. In der Liste „Bildschirme“ benennt F2 einen Bildschirm um, Alt+↑ / Alt+↓ verschieben ihn.',
  'topic.editor.keys.p3':
    'Leertaste+Ziehen bewegt die Ansicht; Strg+Mausrad oder + und – zoomen; Umschalt+1 zeigt alle Bildschirme, Umschalt+2 zoomt auf die Auswahl, Umschalt+0 auf 100 %; Alt beim Ziehen schaltet das Einrasten ab. Drücke ? (oder wähle „Tastenkürzel“ in der Leiste), um alle Kürzel zu sehen. Auf dem Mac gilt Cmd, wo Strg genannt ist.',
  'topic.editor.accessibility.title': 'Barrierefreiheit prüfen',
  'topic.editor.accessibility.p1':
    'Wähle „Barrierefreiheit“ in der Leiste des Canvas, um den Prototyp zu prüfen, bevor Testpersonen ihn sehen. Das Panel neben dem Canvas listet auf, was Menschen am Lesen oder Bedienen hindern könnte: Text mit zu wenig Kontrast, Zielflächen kleiner als 24 × 24 px, Felder ohne Beschriftung oder Namen, Bilder ohne Textalternative, Text unter 12 px, Links, die sich nur durch die Farbe abheben, und Bildschirme ohne Überschrift. Jeder Befund nennt seine Regel, das zugrunde liegende WCAG-2.2-Erfolgskriterium und das Widget.',
  'topic.editor.accessibility.p2':
    'Zeige den ganzen Prototyp oder nur den Bildschirm, an dem du arbeitest. Ein Klick auf einen Befund wählt sein Widget aus und holt es in die Mitte des Canvas; ein rotes Abzeichen markiert jedes Widget mit Befunden. Die Liste folgt deinen Änderungen, während du sie machst. Danach prüft der Browser jeden Screen so, wie Testpersonen ihn sehen, mit axe-core, der Standard-Engine des Fachs, und ergänzt, was nur sie findet, etwa einen Button ohne Namen.',
  'topic.editor.accessibility.p3':
    'Wo eine Korrektur naheliegt, wendet „Beheben“ sie an: die nächste Farbe, die besteht, im selben Farbton, eine auf das Minimum vergrößerte Zielfläche, ein Feld, das nach der Beschriftung darüber benannt wird. Jede Korrektur ist ein Schritt, den „Rückgängig“ zurücknimmt. Vor einem Test sagt der Teilen-Dialog, wie viele schwere Befunde noch offen sind.',
  'topic.editor.figma.title': 'Aus Figma importieren',
  'topic.editor.figma.p1':
    'Aus Figma importieren… (unter der Widget-Palette im Editor und bei Neuer Prototyp) holt ein Figma-Design herein. Geben Sie einen persönlichen Zugriffsschlüssel (in Figma unter Einstellungen → Sicherheit erstellt) und den Link der Datei oder ihres Prototyps an und wählen Sie Seiten laden. Der Schlüssel geht von Ihrem Browser nur an Figma; Protolab speichert ihn nicht.',
  'topic.editor.figma.p2':
    'Der Dialog listet die Seiten der Datei mit kleinen Bildern ihrer Frames. Wählen Sie eine Seite und Importieren: Jeder oberste Frame wird ein Screen seiner Größe (ein scrollender Frame so lang wie sein Inhalt), Texte werden Labels mit Schrift, Größe, Stärke, Zeilenhöhe, Abstand, Ausrichtung und Farbe, Rechtecke und Frames werden Boxen mit Füllung, Verläufen, Rahmen, Ecken und Schatten, Bilder werden mit dem Prototyp gespeichert, Komponenten werden Vorlagen, und die Klick- und Zieh-Links des Prototyps werden Links mit ihrem Übergang.',
  'topic.editor.figma.p3':
    'Im Editor kommen die Screens neben Ihre als ein Schritt, den Rückgängig zurücknimmt; bei Neuer Prototyp entsteht ein neuer Prototyp mit dem Namen der Datei. Danach listet der Dialog, was nicht wie in Figma importiert werden konnte, etwa eine ausgeblendete Ebene, eine Unschärfe oder eine Interaktion, die zu keinem Screen führt.',
  'topic.editor.figma.figure1':
    'Der Figma-Import: ein persönliches Zugriffstoken, ein Dateilink und die Seiten der Datei mit ihren Frames; die gewählte Seite wird importiert.',
  'topic.editor.pages.title': 'HTML und YAML importieren',
  'topic.editor.pages.p1':
    'HTML importieren… (unter der Widget-Palette im Editor) macht aus einer Webseite einen neuen Bildschirm aus bearbeitbaren Widgets. Wähle eine HTML-Datei oder füge das Markup ein. Die Seite wird in der Bildschirmbreite des Prototyps in einem verborgenen Rahmen gesetzt, in dem ihre Skripte nicht laufen, und jedes Element wird an seiner Stelle zu einem Widget, in seinen Farben, Schriften, Rahmen, Ecken, Schatten und Innenabständen: Felder, Passwörter, Textbereiche, Auswahllisten, Kontrollkästchen, Optionsfelder, Schalter und Schieberegler nach ihrem Typ, Buttons, Texte als Labels, Bilder, SVG-Icons, Tabellen und gestaltete Container als Boxen.',
  'topic.editor.pages.p2':
    'Der neue Bildschirm kommt neben deine als ein Schritt, den Rückgängig zurücknimmt. Danach sagt der Dialog, wie viele Widgets der Bildschirm hat, und listet die Elemente ohne eigenes Widget (ein Video, ein Canvas): Sie bleiben als Box oder Label erhalten und gehen nie verloren.',
  'topic.editor.pages.p3':
    'YAML importieren… liest Protolabs eigene YAML-Beschreibung: Bildschirme, Widgets nach ihrem Typnamen mit Props und Stil über denen der Palette, und Zeilen und Spalten, die Widgets nacheinander platzieren. Ein Fehler wird mit seiner Zeile gezeigt, und nichts wird importiert, bis er behoben ist. Bildschirm als YAML exportieren zeigt den gewählten Bildschirm im selben Format zum Kopieren oder Herunterladen; importiert ergibt er denselben Bildschirm.',
  'topic.links.title': 'Verknüpfungen',
  'topic.links.p1':
    'Verknüpfungen machen einen Prototyp klickbar: Ein Pfeil von einem Widget oder Bildschirm zu einem anderen Bildschirm sagt, wohin eine Aktion führt.',
  'topic.links.p2':
    'Jede Verknüpfung hat ein Ereignis (ein Klick, ein Wischen, ein Zeitgeber …), ein Ziel – einen Bildschirm oder ein LogicOr – und einen Übergang. Du zeichnest sie im Prototyp-Modus des Editors oder wählst sie in den Eigenschaften; der Player folgt ihnen, während Testpersonen spielen, und die Auswertung unterscheidet mit ihnen einen Klick, der irgendwohin führte, von einem Fehlklick.',
  'topic.links.widgets.title': 'Widgets verknüpfen',
  'topic.links.widgets.p1':
    'Wähle „Prototyp“ in der Leiste des Editors und ziehe von einem Widget oder Bildschirm zu dem Bildschirm, zu dem es führen soll. Oder wähle in einem der beiden Modi das Widget oder den Bildschirm aus und wähle unten in seinen Eigenschaften unter „Mit Bildschirm verknüpfen…“ einen Bildschirm.',
  'topic.links.widgets.p2':
    'Jede Verknüpfung hat ein Ereignis, gewählt unter „Wann“: für ein Widget Klick, Doppelklick, Langes Drücken, Darüberfahren, Eingabe geändert, Nach links, rechts, oben oder unten wischen; für einen Bildschirm Zeitgeber (mit „Nach (Sekunden)“), Bildschirm geladen, Klick oder die vier Wischgesten. „Gehe zu“ ändert das Ziel. „Übergang“ wählt, wie der nächste Bildschirm erscheint – Keine oder fadeIn, fadeOut, slideLeft, slideRight, slideUp, slideDown, growRight, growLeft, growUp, growDown, zoomIn. „Verknüpfung löschen“ entfernt sie.',
  'topic.links.widgets.p3':
    'Ein Widget kann mehrere Verknüpfungen haben, etwa eine für den Klick und eine fürs Wischen. „Eingabe geändert“ löst aus, wenn eine Testperson den Wert eines Formular-Widgets ändert. Im Prototyp-Modus wählt ein Klick auf den Pfeil nur diese Verknüpfung aus, um sie zu ändern oder mit Entf zu löschen.',
  'topic.links.widgets.p4':
    'Um eine Verknüpfung um Bildschirme herumzuführen, knicke sie: Wähle im Prototyp-Modus die Verknüpfung aus und ziehe das kleine „+“ in der Mitte eines ihrer Abschnitte dorthin, wo sie verlaufen soll; dort bleibt ein Knickpunkt, und die Verknüpfung hat nun zwei Abschnitte mit je einem eigenen „+“. Ziehe einen Knickpunkt, um ihn zu verschieben, doppelklicke ihn, um ihn zu entfernen, oder wähle „Begradigen“ in den Eigenschaften der Verknüpfung, um alle zu entfernen. Jedes Ziehen ist ein Rückgängig-Schritt. Knickpunkte ändern nur, wie die Zeichenfläche die Verknüpfung zeichnet; Testpersonen sehen sie nicht.',
  'topic.links.widgets.figure1':
    'Eine Verknüpfung im Prototyp-Modus zeichnen: vom Widget ziehen und über dem Zielbildschirm loslassen.',
  'topic.links.logic.title': 'Verzweigen mit LogicOr',
  'topic.links.logic.p1':
    'Mit einem LogicOr führt eine Aktion zu verschiedenen Bildschirmen. Füge „Verzweigung (A/B-Test)“ aus dem Abschnitt Logik der Widget-Liste hinzu: Es liegt auf der Zeichenfläche zwischen den Bildschirmen, als Raute mit „OR“, die nur der Editor zeigt. Ziehe im Prototyp-Modus von einem Widget zum LogicOr, dann vom LogicOr zu jedem Bildschirm, zu dem es führen kann.',
  'topic.links.logic.p2':
    'Wähle das LogicOr aus, um jedem Ausgang eine Bedingung zu geben. Wähle unter „Nur wenn“ ein Widget: Sein Wert ist gleich, ist nicht gleich, enthält, ist größer als, ist kleiner als, ist mindestens oder ist höchstens ein Wert, oder er ist gültig oder ungültig. Der Ausgang ohne Bedingung gilt, wenn keine Bedingung zutrifft. „Einen Ausgang zufällig wählen (A/B-Test)“ schickt jede Testperson einen zufällig gewählten Weg.',
  'topic.links.start.title': 'Der Startbildschirm',
  'topic.links.start.p1':
    'Ein Test beginnt auf dem Bildschirm, der als Startbildschirm markiert ist; ohne Markierung auf dem Bildschirm oben links. Der erste Bildschirm eines neuen Prototyps ist sein Startbildschirm.',
  'topic.links.start.p2':
    'Um einen anderen zu wählen, klicke auf den Stern seiner Zeile in der Liste „Bildschirme“ des Editors, wähle „Zum Startbildschirm machen“ in den Eigenschaften des ausgewählten Bildschirms, oder klicke den Bildschirm mit rechts an und wähle „Zum Startbildschirm machen“. Es gibt nur einen: Der alte verliert seine Markierung. Der Tab „Design“ markiert ihn mit „Start“, und auch der Aufgabenrekorder beginnt dort.',
  'topic.links.try.title': 'Den eigenen Prototyp ausprobieren',
  'topic.links.try.p1':
    '„Test starten“ in der Übersicht oder im Teilen-Dialog öffnet den Test in einem neuen Tab auf dem Startbildschirm: den Prototyp so, wie Testpersonen ihn spielen, ohne nach dem Testpasswort zu fragen. Klicke dich durch und prüfe jede Verknüpfung. Der Editor selbst hat keinen Abspielmodus. Dieser Durchlauf ist eine Vorschau: Es wird nichts aufgezeichnet, er taucht also nie in den Ergebnissen auf.',
  'topic.links.try.p2':
    'Was du dort tust, wird aufgezeichnet wie die Sitzung einer Testperson. Um sie aus den Zahlen zu nehmen, entferne im Tab „Ergebnisse“ ihr Häkchen bei „Gültig“. Oder hänge &log=false an das Ende des Testlinks: Der Player spielt dann ohne Aufzeichnung, und seine Willkommensseite sagt, dass nichts aufgezeichnet wird.',
  'topic.links.try.p3':
    'Eine scheinbar tote Verknüpfung hat meist ein anderes Ereignis als erwartet (einen Zeitgeber auf einem Bildschirm, Darüberfahren bei einem Widget), beginnt an einem vor Testern verborgenen Widget oder liegt unter einem anderen Widget, das den Klick abfängt. Wähle das Widget aus und sieh in seinen Eigenschaften unter „Verknüpfungen“ nach.',
  'topic.testing.title': 'Testen mit Nutzern',
  'topic.testing.p1':
    'Teile einen Testlink mit deinen Testpersonen. Sie öffnen ihn in jedem Browser – am Computer, auf dem Tablet oder dem Handy –, lesen deinen Begrüßungstext und die Aufgaben, spielen den Prototyp durch und beenden den Test; ihre Klicks, Eingaben und Mausbewegungen werden aufgezeichnet. Testpersonen brauchen kein Konto.',
  'topic.testing.p2':
    'Bereite den Test im Tab „Test“ vor: ein Begrüßungstext, die Aufgaben mit ihren aufgezeichneten Abläufen und ein paar Optionen. Wähle dann „Teilen“ in der Übersicht für die Links und den QR-Code.',
  'topic.testing.settings.title': 'Testeinstellungen',
  'topic.testing.settings.p1':
    'Der Tab „Test“ beginnt mit „Testeinstellungen“. Der „Begrüßungstext für Testpersonen“ steht auf der ersten Seite des Tests; ohne ihn lesen Testpersonen einen kurzen Standardtext. „Aufgaben während des Tests anzeigen“ fügt der Leiste des Players einen Knopf „Aufgaben“ hinzu, der die Aufgabenliste öffnet. „Eine Meldung zeigen, wenn alle Aufgaben erledigt sind“ zeigt eine kurze Meldung, sobald eine Testperson eine Aufgabe erledigt, und bietet nach der letzten an, den Test zu beenden.',
  'topic.testing.settings.p2':
    '„Nur den ersten Test einer Testperson aufzeichnen“: Öffnet derselbe Browser den Link erneut, läuft der Test ohne Aufzeichnung. „Sprache des Tests“ legt die Sprache der Texte des Players fest – Willkommensseite, Knöpfe, Aufgabenliste; „Die Browsersprache der Testperson“ überlässt sie dem Browser. Die Texte deines Prototyps werden nie übersetzt.',
  'topic.testing.settings.p3':
    'Unter „Startbild“ fügt „Bild hochladen“ der Willkommensseite ein Bild hinzu (JPG, PNG oder GIF, höchstens 5 MB). Nichts auf diesem Tab bleibt erhalten, bis du unten „Speichern“ wählst; „Testeinstellungen gespeichert“ bestätigt es.',
  'topic.testing.tasks.title': 'Aufgaben und ihre Abläufe',
  'topic.testing.tasks.p1':
    'Tippe unter „Aufgaben“ einen Namen in „Neue Aufgabe“ und wähle „Aufgabe hinzufügen“. Jede Aufgabe hat die Felder „Name“, „Beschreibung für Testpersonen“ und „Strenge Reihenfolge“; „Hoch“, „Runter“ und „Löschen“ sortieren und entfernen Aufgaben. Testpersonen sehen Namen und Beschreibungen auf der Willkommensseite.',
  'topic.testing.tasks.p2':
    'Um eine Aufgabe zu messen, zeichne ihren Ablauf auf: Wähle „Ablauf aufzeichnen“ (später „Neu aufzeichnen“), dann „Beginnen“. Der Prototyp läuft im Dialog; erledige die Aufgabe, wie eine Testperson es täte. Jeder Bildschirm, der sich öffnet, und jeder Klick oder jede Eingabe wird ein Schritt. „Pause“ hält die Aufzeichnung an, damit du dich umsehen kannst, „Aufzeichnen“ macht weiter, „Fertig“ beendet sie, und „Als Ablauf übernehmen“ behält die Schritte. Oder baue den Ablauf von Hand: Wähle „Schritt hinzufügen“, einen „Screen“, wenn du willst ein „Widget“ darauf, und das „Ereignis“, dann „Zum Ablauf hinzufügen“. Die Knöpfe neben jedem Schritt schieben ihn nach oben oder unten oder löschen ihn.',
  'topic.testing.tasks.p3':
    'Eine Sitzung schafft eine Aufgabe, wenn sie die Schritte des Ablaufs in ihrer Reihenfolge durchläuft; was eine Testperson dazwischen tut, zählt nicht – außer bei „Strenge Reihenfolge“: Dann müssen die Schritte ohne etwas dazwischen aufeinander folgen. Die Details einer Aufgabe – Zeiten, Abbrüche, Schritte – brauchen einen Ablauf mit zwei oder mehr Schritten. Kreuze Schritte als „Wichtig“ an (nach „Fertig“ oder im Ablauf auf dem Tab): Die Diagramme zu Abbrüchen und Zeiten in den Ergebnissen zeigen dann nur diese Schritte, jeweils benannt nach Screen, Widget und Ereignis.',
  'topic.testing.tasks.p4':
    'Aufgaben und Abläufe gehören zu den Testeinstellungen: Wähle unten im Tab „Speichern“, um sie zu behalten.',
  'topic.testing.tasks.figure1':
    'Der Aufgabenrekorder nach „Fertig“: die aufgezeichneten Schritte von „Buy the running shoes“, der Klick auf „Checkout“ als wichtig markiert.',
  'topic.testing.invites.title': 'Einladungen',
  'topic.testing.invites.p1':
    'Wähle „Teilen“ in der Übersicht des Prototyps. Der Dialog enthält den „Testlink“ mit „Kopieren“ und „Test starten“ sowie den QR-Code desselben Links; den „Kommentarlink“ für Gutachter; den „Einbettungscode“, ein iframe, das den Test in einer anderen Webseite in der Bildschirmgröße des Prototyps zeigt; und das „Testpasswort“.',
  'topic.testing.invites.p2':
    'Schicke den Testlink per Mail oder Chat. Testpersonen brauchen kein Konto, und außer dem, was sie in den Prototyp tippen, wird nichts Persönliches gespeichert. Jeder mit dem Link kann den Test machen. Um das einzuschränken, gib ein „Testpasswort“ mit mindestens 6 Zeichen ein und wähle „Passwort festlegen“: Testpersonen und alle mit dem Kommentarlink müssen es dann zuerst eingeben. „Passwort entfernen“ öffnet die Links wieder. Dasselbe Feld steht auch im Tab „Test“ unter „Passwort des Testlinks“. „Test starten“ braucht kein Passwort: Es ist deine eigene Vorschau.',
  'topic.testing.invites.p3':
    'Nur Teammitglieder, die bearbeiten dürfen, sehen den Teilen-Dialog. Um alte Links zu stoppen, wähle im Tab „Team“ unter „Einladungslinks“ „Links widerrufen“: Neue Test- und Kommentarlinks entstehen, und die alten funktionieren sofort nicht mehr – teile also die neuen.',
  'topic.testing.invites.figure1':
    'Der Teilen-Dialog: der Testlink mit seinem QR-Code, der Kommentarlink, der Einbettungscode und das Testpasswort.',
  'topic.testing.qr.title': 'QR-Codes',
  'topic.testing.qr.p1':
    'Der Teilen-Dialog zeigt den QR-Code des Testlinks. Testpersonen richten die Kamera ihres Handys darauf, und der Test öffnet sich im Browser des Handys – praktisch im Labor oder bei einem Treffen. Zeige den Dialog auf deinem Bildschirm oder drucke ihn aus.',
  'topic.testing.qr.p2':
    'Wer den Testlink an einem Computer öffnet, findet auf der Willkommensseite außerdem „Auf dem Handy weitermachen“. Das zeigt unter „Test auf dem Handy öffnen“ einen QR-Code desselben Tests; „Auf diesem Computer weitermachen“ führt zurück. Per QR-Code begonnene Sitzungen sind in den aufgezeichneten Gerätedaten als solche markiert.',
  'topic.testing.qr.p3':
    'Ein QR-Code enthält die Adresse, mit der er erzeugt wurde. Einer, der auf localhost zeigt, lässt sich auf einem Handy nicht öffnen: siehe „Testen auf dem Handy“.',
  'topic.testing.phones.title': 'Testen auf dem Handy',
  'topic.testing.phones.p1':
    'Ein Handy kann nur eine Adresse öffnen, die es erreicht. „localhost“ bedeutet auf dem Handy das Handy selbst; ein Link auf localhost funktioniert also nur auf dem Computer, auf dem Protolab läuft. Deshalb bauen Testlink, Kommentarlink, Einbettungscode und QR-Code auf der öffentlichen Adresse des Servers auf.',
  'topic.testing.phones.p2':
    'Diese Adresse ist die Einstellung PUBLIC_URL des Servers, wenn sie gesetzt ist – die Adresse eines Servers im Internet oder im Firmennetz. Ohne sie verwenden die Links die Adresse, unter der du Protolab geöffnet hast; ist das localhost, die Adresse des Computers im lokalen Netz (etwa http://192.168.1.20:3000), die Handys im selben WLAN öffnen können. Ist keine davon bekannt, warnt der Teilen-Dialog, dass sich die Adresse nur auf diesem Computer öffnet.',
  'topic.testing.phones.p3':
    'Öffnet ein Handy den Link nicht, prüfe, ob es im selben Netz wie der Computer ist und keine Firewall den Port sperrt, oder bitte, wer den Server betreibt, PUBLIC_URL zu setzen. Beim Start nennt der Server die Adresse, unter der Testpersonen und Handys ihn erreichen.',
  'topic.testing.player.title': 'Was Testpersonen sehen',
  'topic.testing.player.p1':
    'Der Testlink öffnet den Player. Er beginnt mit einer Willkommensseite: dein Startbild, „Willkommen“, dein Begrüßungstext, die Liste der Aufgaben, der Hinweis, dass außer den Eingaben keine persönlichen Daten gespeichert werden, und „Test starten“. Ein geschützter Test fragt zuerst nach dem Passwort.',
  'topic.testing.player.p2':
    'Während des Tests liegt eine schmale Leiste über dem Prototyp. Links steht, ob die Interaktionen gespeichert sind: „Alles gespeichert“, wie viele auf das Hochladen warten, oder „Offline“. Rechts stehen „Aufgaben“ (wenn die Aufgaben während des Tests angezeigt werden), „Für offline speichern“ und „Test beenden“; auf dem Handy heißen sie „Speichern“ und „Beenden“. Der Prototyp wird an das Fenster angepasst; höhere Bildschirme werden gescrollt.',
  'topic.testing.player.p3':
    '„Test beenden“ beendet die Sitzung und zeigt „Vielen Dank!“. Warten noch Interaktionen auf das Hochladen, bittet die Seite darum, sie online wieder zu öffnen. Wer den Tab mittendrin schließt und den Link erneut öffnet, macht dort weiter, wo er aufgehört hat.',
  'topic.testing.player.figure1':
    'Der Player auf einem Handy (390 × 844 Pixel): die Leiste mit „Alles gespeichert“, „Aufgaben“, „Speichern“ und „Beenden“ über dem Prototyp.',
  'topic.testing.offline.title': 'Offline-Feldstudien',
  'topic.testing.offline.p1':
    'Öffne den Test einmal online auf dem Gerät, das die Testpersonen benutzen werden, und wähle „Für offline speichern“ in der Leiste des Players: Der Player speichert den Prototyp mit Bildern, Symbolen und Widgets und meldet „Bereit für die Nutzung ohne Netz“. Danach läuft der Prototyp ohne Netz, auch wenn der Browser zwischendurch geschlossen war.',
  'topic.testing.offline.p2':
    'Jede Interaktion wird zuerst im Speicher des Geräts abgelegt und bei bestehender Verbindung stapelweise an den Server geschickt. Offline zeigt die Leiste „Offline“; wieder online zählt sie, was noch auf das Hochladen wartet. Beim Schließen des Tabs geht nichts verloren: Wartende Interaktionen werden gesendet, sobald der Player das nächste Mal online offen ist, und in Browsern mit Hintergrund-Synchronisierung (etwa Chrome auf Android) sogar ohne ihn.',
  'topic.testing.offline.p3':
    'Bevor du das Feld verlässt, öffne den Player einmal online und warte, bis die Leiste „Alles gespeichert“ zeigt. Ist der Speicher des Geräts voll, sagt der Player das: Gib Speicher frei, sonst kann der Test nicht gespeichert werden.',
  'topic.testing.offline.p4':
    'Offline spielen braucht eine sichere Adresse. Browser lassen den Player nur dann ohne Netz arbeiten, wenn der Testlink mit https beginnt (oder auf dem Computer, auf dem Protolab selbst läuft, unter localhost). Unter einer einfachen http-Adresse, etwa der Adresse des Computers im lokalen Netz http://192.168.1.20:3000, die der Teilen-Dialog standardmäßig nutzt, meldet „Für offline speichern“ „Ohne Netz nicht verfügbar“ und den Grund, der Teilen-Dialog warnt davor, und die Interaktionen bleiben trotzdem auf dem Gerät und werden hochgeladen, sobald es online ist. Für eine Feldstudie betreibe den Server unter einer https-Adresse: hinter einem Reverse Proxy mit echtem Zertifikat auf einem öffentlichen Host, oder mit einem Zertifikat, dem deine Geräte vertrauen (HTTPS_CERT und HTTPS_KEY; siehe „Testing in the field“ im README).',
  'topic.testing.comments.title': 'Kommentare und Gutachten',
  'topic.testing.comments.p1':
    'Im Tab „Kommentare“ bespricht dein Team den Prototyp. Schreibe in „Neuer Kommentar“ und wähle „Kommentieren“. „Antworten“ antwortet auf einen Kommentar, „Bearbeiten“ ändert einen eigenen, „Löschen“ entfernt einen eigenen samt Antworten; wem der Prototyp gehört, darf jeden Kommentar entfernen.',
  'topic.testing.comments.p2':
    'Um Rückmeldungen von außerhalb des Teams zu bekommen, schicke den „Kommentarlink“ aus dem Teilen-Dialog. Er öffnet die Seite „Kommentare zum Prototyp“, auf der man ohne Konto schreibt; diese Kommentare erscheinen im Tab als „Gutachter“, und die eigenen lassen sich später im selben Browser ändern. Die Seite enthält nur die Kommentare: Schicke den Testlink mit, wenn der Prototyp ausprobiert werden soll. Ein Testpasswort gilt auch für den Kommentarlink.',
  'topic.analytics.title': 'Auswertung',
  'topic.analytics.p1':
    'Die Ergebnisse zeigen, wie Testpersonen deinen Prototyp benutzt haben. Drei Orte zeigen sie: der Tab „Ergebnisse“ (Zahlen, Aufgaben, Umfrageantworten und Downloads), der Tab „Heatmaps“ und der „Analyse-Canvas“: der Canvas des Prototyps selbst, jeder Bildschirm dort, wo du ihn platziert hast, mit der gewählten Heatmap darauf, jeder Link so breit wie die Zahl der Sitzungen, die ihm folgten (die Zahl steht daran), die Wege der Testpersonen zwischen den Bildschirmen als orange Pfeile und unter jedem Bildschirm, wie viele Sitzungen ihn sahen und wie viele dort endeten. Daneben wählst du die Heatmap, was angezeigt wird, eine Aufgabe (ihre Wege beginnen dann beim ersten Schritt und enden beim Erfolg, und „hier aufgegeben“ zählt die Versuche, die auf einem Bildschirm aufhörten) und die Sitzungen: Hake eine oder mehrere in der Liste an, um nur ihre zu sehen. Ziehen verschiebt, Strg + Mausrad zoomt; „Ergebnisse“ wechselt zu den Zahlen.',
  'topic.analytics.p2':
    'Nur gültige Sitzungen zählen: Entferne das Häkchen „Gültig“ einer Sitzung, um sie aus allen Zahlen, Heatmaps und Downloads zu nehmen. Der Server berechnet die Zahlen direkt bei den aufgezeichneten Daten und hält sie bereit, bis neue Sitzungen kommen; so öffnet sich auch eine Studie mit einer Million Ereignissen im Nu. Während neuere Zahlen berechnet werden, siehst du die letzten mit „Die Zahlen werden berechnet…“.',
  'topic.analytics.results.title': 'Die Übersicht der Ergebnisse',
  'topic.analytics.results.p1':
    'Der Tab „Ergebnisse“ beginnt mit der „Übersicht“: die Zahl der Sitzungen (und der gültigen), die aufgezeichneten Ereignisse und die Fehlklickrate – der Anteil der Klicks, die nichts Verknüpftes trafen.',
  'topic.analytics.results.p2':
    'Die Tabelle „Screens“ listet jeden Bildschirm mit Aufrufen, den Sitzungen, die ihn sahen, der Verweildauer pro Sitzung und den Interaktionen darauf. Die Tabelle „Sitzungen“ listet jede Sitzung mit Beginn, Dauer, Gerätegröße, erledigten Aufgaben, ihrem Häkchen „Gültig“ und dem, was an ihr auffällig ist: ein seltener Weg, eine ungewöhnliche Reihenfolge der Interaktionen, eine ungewöhnlich lange oder kurze Zeit, viele oder wenige Interaktionen.',
  'topic.analytics.results.p3':
    '„Wiedergabe“ vor einer Sitzung öffnet ihre Wiedergabe. Haben Sitzungen Tags, filtert eine Reihe von Tags über der Übersicht alle Zahlen, Diagramme und Downloads auf die Sitzungen mit einem der gewählten Tags – oder mit allen, mit „Nur Sitzungen mit allen gewählten Tags“.',
  'topic.analytics.results.p4':
    'Eine Sitzung gilt nur dann als auffällig, wenn sie sich deutlich abhebt. Ihr Weg durch die Bildschirme wird mit dem aller anderen verglichen: Jeder Schritt von einem Bildschirm zum nächsten wird danach bewertet, wie selten die anderen Sitzungen ihn gingen, und ein Weg, der viel seltener ist als die meisten, ist ein „Seltener Weg“. Sind die Bildschirme die aller anderen, geschieht dasselbe mit den Interaktionen (Bildschirm, Element und Ereignis, der Reihe nach): Eine Sitzung, die dieselben Elemente in seltener Reihenfolge anklickt oder anders bedient, hat eine „Ungewöhnliche Reihenfolge der Interaktionen“, und die Tabelle nennt die auffälligen Interaktionen in der Reihenfolge der Sitzung. Dauer und Interaktionen werden mit der mittleren Hälfte aller Sitzungen verglichen (Tukey-Zäune, auf logarithmischer Skala) und müssen sich außerdem deutlich von der typischen Sitzung unterscheiden – um mindestens 3 Interaktionen bzw. 3 Sekunden und die Hälfte des typischen Werts –, sodass ein Klick mehr nie auffällt. Bei weniger als 8 Sitzungen wird nichts markiert. Die Tabelle zeigt den Wert neben dem, was die meisten Sitzungen taten.',
  'topic.analytics.heatmaps.title': 'Heatmaps',
  'topic.analytics.heatmaps.p1':
    'Der Tab „Heatmaps“ zeigt jeden Bildschirm mit einer Heatmap darüber: blau, wo wenig geschah, rot, wo viel geschah, wie die Legende von „Wenige“ bis „Viele“ zeigt. Jeder Bildschirm nennt die Zahl der Datenpunkte seiner Karte.',
  'topic.analytics.heatmaps.p2':
    'Es gibt fünf Modi: „Klicks“, jeder Klick; „Mausbewegung“, wo die Maus verweilte; „Scrolltiefe“, wie weit Testpersonen einen hohen Bildschirm hinuntergescrollt haben; „Erste Klicks“, nur der erste Klick jedes Besuchs eines Bildschirms, der zeigt, wo Testpersonen den Weg weiter suchen; und „Fehlklicks“, Klicks, die nichts Verknüpftes trafen.',
  'topic.analytics.heatmaps.p3':
    'Unter jedem Bildschirm werden verknüpfte Elemente genannt, die keine Testperson innerhalb der ersten drei Interaktionen auf diesem Bildschirm benutzt hat, und auf der Karte umrandet: Kandidaten für eine klarere Beschriftung oder einen besseren Platz. „Alle verlinkten Elemente wurden früh genutzt.“ heißt, dass keines gefunden wurde. Heatmaps verwenden nur gültige Sitzungen.',
  'topic.analytics.heatmaps.figure1':
    'Heatmaps im Modus „Klicks“: die Modi, die Legende und der Produkt-Bildschirm, dessen Klicks sich auf „Add to cart“ sammeln.',
  'topic.analytics.tasks.title': 'Aufgaben',
  'topic.analytics.tasks.p1':
    'Wähle im Tab „Ergebnisse“ unter „Aufgabenleistung“ eine Aufgabe. Eine Sitzung beginnt eine Aufgabe, wenn sie den ersten Schritt ihres Ablaufs erreicht, und schafft sie, wenn sie alle Schritte in Reihenfolge durchläuft (siehe „Aufgaben und ihre Abläufe“). Die Erfolgsquote ist der Anteil dieser Sitzungen, die es geschafft haben, gezeichnet mit ihrem 95-%-Konfidenzintervall.',
  'topic.analytics.tasks.p2':
    'Direkte Erfolge haben die Schritte ohne Umweg dazwischen durchlaufen, indirekte sind am Ende angekommen. „Bearbeitungszeit“ ist das geometrische Mittel der Zeit vom ersten bis zum letzten Schritt der erfolgreichen Sitzungen, ebenfalls mit Intervall. In der Wiedergabe einer Sitzung kannst du das Ergebnis einer Aufgabe von Hand überstimmen.',
  'topic.analytics.tasks.p3':
    'Darunter folgen die Diagramme der Aufgabe: „Dauer und Interaktionen pro Sitzung“ (ein Punkt pro Sitzung, nach Erfolg gefärbt), „Bearbeitungszeit“ als Boxplot, „Abbrüche“, „Zeit pro Schritt“ und „Interaktionen pro Schritt“. „Tabelle zeigen“ zeigt die Zahlen eines Diagramms. Diese Details brauchen einen Ablauf mit zwei oder mehr Schritten; der Download der Aufgabenübersicht enthält dieselben Zahlen.',
  'topic.analytics.tasks.figure1':
    'Aufgabenleistung von „Buy the running shoes“: die Erfolgsquote mit ihrem Intervall, direkte und indirekte Erfolge und die Bearbeitungszeit.',
  'topic.analytics.dropoff.title': 'Abbrüche',
  'topic.analytics.dropoff.p1':
    'Das Diagramm „Abbrüche“ einer Aufgabe zeigt für jeden Schritt ihres Ablaufs, wie viele Sitzungen ihn erreicht haben. Wo die Balken fallen, haben Testpersonen aufgegeben oder sind woandershin gegangen: Sieh dir den Bildschirm dieses Schritts in den Heatmaps an oder die Wiedergabe einer Sitzung, die dort aufhörte.',
  'topic.analytics.dropoff.p2':
    '„Tabelle zeigen“ listet pro Schritt die Sitzungen, die ihn erreichten („Erreicht“), und die, die ihn erreichten, aber nicht den nächsten („Abgebrochen“). Nur Sitzungen, die die Aufgabe begonnen haben, zählen. Wähle zuerst unter „Aufgabenleistung“ eine Aufgabe; das Diagramm braucht einen Ablauf mit zwei oder mehr Schritten.',
  'topic.analytics.dropoff.figure1':
    'Die Abbrüche einer Aufgabe mit vier Schritten: Von den Sitzungen, die sie begannen, erreichten immer weniger den nächsten Schritt.',
  'topic.analytics.confidence.title': 'Konfidenzintervalle',
  'topic.analytics.confidence.p1':
    'Bei wenigen Testpersonen ist eine Erfolgsquote unsicher. Das 95-%-Intervall (angepasstes Wald-Verfahren) zeigt, wie weit die wahre Quote von der gemessenen entfernt sein kann.',
  'topic.analytics.confidence.p2':
    'Lies es als den Bereich, in dem die Quote all deiner künftigen Testpersonen am wahrscheinlichsten liegt. Bei 4 Erfolgen von 5 reicht es von etwa 36 % bis 98 %, bei 40 von 50 von etwa 67 % bis 89 %. Zwei Entwürfe, deren Intervalle sich weit überlappen, sind nicht nachweislich verschieden: Teste mit mehr Menschen.',
  'topic.analytics.confidence.p3':
    'Die Bearbeitungszeit hat ein eigenes Intervall, berechnet auf den Logarithmen der Zeiten, weil sonst ein paar langsame Testpersonen den Mittelwert weit nach oben ziehen würden.',
  'topic.analytics.replay.title': 'Wiedergabe einer Sitzung',
  'topic.analytics.replay.p1':
    'In der Tabelle „Sitzungen“ öffnet „Wiedergabe“ eine Sitzung so, wie sie ablief: der Bildschirm, den die Testperson sah, mit dem, was sie tippte, ankreuzte und wählte, ihren Klicks und ihrer Mausspur. „Abspielen“ und „Pause“ steuern sie, „Geschwindigkeit“ spielt sie mit 1×, 2× oder 4× ab, und der Schieberegler springt zu jedem Moment. Die Liste „Ereignisse“ nennt jedes aufgezeichnete Ereignis; ein Klick darauf springt dorthin.',
  'topic.analytics.replay.p2':
    'Daneben ist „Diese Sitzung in den Zahlen berücksichtigen“ derselbe Schalter wie „Gültig“ in den Ergebnissen. Unter „Aufgabenergebnisse“ kannst du das automatische Urteil jeder Aufgabe überstimmen: „Wie aufgezeichnet“, „Geschafft“ oder „Nicht geschafft“. Unter „Tags“ gibt „Tag hinzufügen“ der Sitzung ein Tag, etwa „an der Kasse verirrt“, nach dem sich die Ergebnisse dann filtern lassen.',
  'topic.analytics.replay.p3':
    '„Zurück zu den Ergebnissen“ führt zum Tab „Ergebnisse“. Teammitglieder, die nur ansehen dürfen, können Wiedergaben anschauen; Urteile und Tags zu ändern braucht das Recht zu bearbeiten.',
  'topic.analytics.csv.title': 'Umfrageantworten und Downloads',
  'topic.analytics.csv.p1':
    'Unter „Umfrageantworten“ listen die Ergebnisse für jede Testperson, was sie in den Formular-Widgets des Prototyps hinterlassen hat – Textfelder, Kontrollkästchen, Auswahllisten, Regler und Ähnliches. So dient ein Prototyp mit Formular zugleich als kleine Umfrage.',
  'topic.analytics.csv.p2':
    'Unter „Downloads“ gibt es drei CSV-Dateien: „Umfrageantworten (CSV)“, „Aufgabenübersicht (CSV)“ mit den Zahlen jeder Aufgabe und „Rohdaten der Ereignisse (CSV)“ mit jedem aufgezeichneten Ereignis. Sie enthalten nur gültige Sitzungen und folgen dem Tag-Filter. Die Dateien sind UTF-8 und öffnen sich in Tabellenprogrammen; Werte, die wie Formeln aussehen, werden maskiert und nie ausgeführt.',
  'topic.transfer.title': 'Import & Export',
  'topic.transfer.p1':
    'Bewege Prototypen zwischen Konten, Servern und Werkzeugen: Exportiere einen als ZIP, importiere ein ZIP oder eine JSON-Datei oder mache aus einer Reihe von Screenshots einen Prototyp.',
  'topic.transfer.p2':
    'Jeder mit Konto kann importieren, und jedes Teammitglied kann exportieren. Den Import kannst du gleich hier unten mit „Prototyp importieren“ ausprobieren.',
  'topic.transfer.import.title': 'Import',
  'topic.transfer.import.p1':
    'Wähle „Importieren“ bei „Meine Prototypen“ oder „Prototyp importieren“ auf diesen Hilfeseiten und wähle eine „ZIP- oder JSON-Datei“: ein aus Protolab exportiertes ZIP (bis 50 MB) oder die JSON-Datei eines Prototyps (bis 5 MB), auch eine aus Quant-UX. Bevor du bestätigst, nennt der Dialog, was nicht mitkommt: Bilder, die die Datei nicht enthält, und Widget-Typen, die dieses Produkt nicht zeichnet.',
  'topic.transfer.import.p2':
    'Oder wähle Dateien unter „Oder Bilder: je Bild ein Screen“: Jedes JPG, PNG oder GIF (je höchstens 5 MB) wird ein Bildschirm mit dem Bild als Hintergrund, benannt und geordnet nach den Dateinamen. Lege HotSpots über die Knöpfe in den Bildern und verknüpfe sie, und eine Reihe von Screenshots wird klickbar.',
  'topic.transfer.import.p3':
    '„Importieren“ legt immer einen neuen Prototyp an und überschreibt nie einen vorhandenen. Bilder müssen JPG, PNG oder GIF von höchstens 5 MB sein. Ohne Konto ist kein Import möglich.',
  'topic.transfer.import.p4':
    'Auch eine ganze Studie kann mitkommen: Wähle die JSON-Datei des Prototyps zusammen mit den aufgezeichneten Ereignissen, Mausspuren, Testeinstellungen, Anmerkungen und Kommentaren (mehrere JSON-Dateien auf einmal oder ein ZIP). Jede Datei wird an ihrem Inhalt erkannt, nicht am Namen. Vor dem Bestätigen zählt der Dialog die Sitzungen, Ereignisse, Mausspuren, Aufgaben, Anmerkungen und Kommentare, die er übernimmt, und nennt, was nicht mitkommt, mit Grund; danach zeigen Ergebnisse, Heatmaps und Wiedergaben die Studie so, wie sie aufgezeichnet wurde. Aufzeichnungen ohne ihren Prototyp bekommen einen Platzhalter mit einem leeren Bildschirm je aufgezeichnetem Bildschirm.',
  'topic.transfer.export.title': 'Export',
  'topic.transfer.export.p1':
    'Im Tab „Einstellungen“ eines Prototyps lädt „Als ZIP exportieren“ ein ZIP mit seinem Namen herunter: app.json mit Bildschirmen, Widgets und Verknüpfungen und einen Ordner images mit jedem hochgeladenen Bild. Wer dieses ZIP importiert, bekommt denselben Prototyp wieder, auch auf einem anderen Server.',
  'topic.transfer.export.p2':
    'Das ZIP enthält nur das Design: Testeinstellungen, Aufgaben, aufgezeichnete Sitzungen, Kommentare und das Team bleiben zurück; für die Testdaten nimm die CSV-Downloads im Tab „Ergebnisse“. Bilder, die nicht geladen werden konnten, zählt eine Meldung auf, und sie fehlen im ZIP.',
  'topic.transfer.api.title': 'API-Beschreibung importieren',
  'topic.transfer.api.p1':
    'Teams, die gegen eine API entwickeln, können deren Formulare und Listen in Minuten durchklicken. Im Editor nimmt „API-Beschreibung importieren…“ (unter der Widget-Palette) die URL einer OpenAPI-3- oder Swagger-2-Beschreibung in JSON oder YAML oder eine Datei. Unter „Neuer Prototyp“ macht derselbe Button daraus einen neuen Prototyp in der gewählten Gerätegröße.',
  'topic.transfer.api.p2':
    'Nach „Laden“ listet der Dialog die Ressourcen der Beschreibung (Pfade wie /bookings und /bookings/{id} sind eine Ressource) mit ihren Operationen. Entferne die Haken bei allem, was keine Screens werden soll, dann „Importieren“: ein Start-Screen mit allen Ressourcen und für jede eine Liste (eine Tabelle ihrer wichtigsten Felder), eine Detailansicht und ein Formular, verlinkt Liste → Details → Bearbeiten → Liste. Im Editor ist der Import ein Schritt zum Rückgängigmachen.',
  'topic.transfer.api.p3':
    'Jedes Feld des Formulars bekommt die Eingabe, die sein Typ verlangt: ein Textfeld (mit E-Mail- oder Webadressprüfung, wo das Format es sagt), ein Passwortfeld, einen Textbereich für lange Texte, einen Schalter für Ja oder Nein, Optionsfelder für bis zu vier Auswahlen und ein Dropdown für mehr, ein Drehfeld für einen kleinen Zahlenbereich, eine Datumsauswahl, Kontrollkästchen für eine Liste von Auswahlen. Pflichtfelder, Längen, Bereiche und Muster werden Prüfregeln mit Meldung, sodass „Speichern“ im Player falsche Eingaben ablehnt; die Eingaben sind an Variablen gebunden, sodass die Detailansicht zeigt, was eingegeben wurde. Der Server lädt die URL; Adressen privater Netze werden abgelehnt.',
  'topic.transfer.api.figure1':
    'Der Import einer API-Beschreibung: eine Buchungs-API aus einer Datei, ihre Ressourcen und Operationen zur Auswahl.',
  'topic.team.title': 'Team',
  'topic.team.p1': 'Arbeitet gemeinsam an einem Prototyp: Lade im Tab „Team“ Teammitglieder per E-Mail ein.',
  'topic.team.p2':
    'Jedes Teammitglied findet den Prototyp unter „Meine Prototypen“. Was jemand tun darf, hängt von seiner Rolle ab: „Eigentümer“, „Darf bearbeiten“ oder „Darf ansehen“.',
  'topic.team.members.title': 'Mitglieder hinzufügen',
  'topic.team.members.p1':
    'Nur der Eigentümer fügt Mitglieder hinzu. Tippe im Tab „Team“ unter „Teammitglied hinzufügen“ die E-Mail-Adresse von jemandem, der registriert ist, wähle eine „Rolle“ und wähle „Hinzufügen“. „Personen, mit denen du arbeitest:“ schlägt Personen aus deinen anderen Teams vor; ein Klick setzt die E-Mail-Adresse ein.',
  'topic.team.members.p2':
    'Wer noch kein Konto hat, kann noch nicht hinzugefügt werden („Mit dieser E-Mail-Adresse hat sich noch niemand registriert.“): Bitte die Person, sich zuerst zu registrieren. Die Teamliste zeigt alle mit ihrer Rolle; der Eigentümer ändert eine Rolle in ihrer Liste und nimmt jemanden mit „Entfernen“ heraus. Jedes Mitglied außer dem Eigentümer kann mit „Verlassen“ gehen.',
  'topic.team.members.p3':
    'Der Tab „Team“ enthält auch „Einladungslinks“: „Links widerrufen“ erzeugt neue Test- und Kommentarlinks und stoppt die alten (siehe „Einladungen“).',
  'topic.team.roles.title': 'Rollen',
  'topic.team.roles.p1':
    'Eigentümer: darf alles – gestalten, testen, teilen, Mitglieder hinzufügen und entfernen, Rollen ändern – und kann als Einziger den Prototyp löschen. Jeder Prototyp hat einen Eigentümer: wer ihn angelegt, importiert oder kopiert hat.',
  'topic.team.roles.p2':
    'Darf bearbeiten: gestaltet im Editor, ändert den Test und seine Aufgaben, teilt die Links und setzt das Testpasswort, markiert Sitzungen und widerruft die Links. Darf ansehen: sieht die Zeichenfläche schreibgeschützt, die Ergebnisse, Heatmaps und Wiedergaben und schreibt Kommentare, ändert aber nichts und sieht keine Teilen-Links.',
  'topic.account.title': 'Konto & Datenschutz',
  'topic.account.p1':
    'Name, Bild und Passwort findest du auf der Seite „Mein Konto“: Klicke oben rechts auf deinen Namen.',
  'topic.account.p2':
    'Die Sprache von Protolab wählst du in der Liste oben; sie bleibt in diesem Browser erhalten. Ein Link mit ln=en, es, de, pt, pt-br oder cn in der Adresse öffnet eine Seite in dieser Sprache.',
  'topic.account.profile.title': 'Dein Profil',
  'topic.account.profile.p1':
    'Trage unter „Profil“ „Vorname“ und „Nachname“ ein und wähle „Speichern“. Deine E-Mail-Adresse wird angezeigt, lässt sich hier aber nicht ändern; die Seite nennt auch deinen Tarif.',
  'topic.account.profile.p2':
    'Unter „Profilbild“ nimmt „Bild hochladen“ ein JPG, PNG oder GIF von höchstens 5 MB; „Bild entfernen“ nimmt es wieder weg. Name und Bild erscheinen oben auf den Seiten und helfen deinem Team zu sehen, wer was geschrieben hat.',
  'topic.account.password.title': 'Anmeldung und Passwort',
  'topic.account.password.p1':
    'Um dein Passwort zu ändern, gib auf „Mein Konto“ unter „Passwort“ dein bisheriges („Aktuelles Passwort“) und ein neues mit mindestens 6 Zeichen („Neues Passwort“) ein und wähle „Passwort ändern“.',
  'topic.account.password.p2':
    'Vergessen? Wähle unter dem Anmeldeformular „Passwort vergessen?“, gib die E-Mail-Adresse deines Kontos ein und wähle „Link senden“. Eine Mail mit einem Link zum Setzen eines neuen Passworts ist unterwegs; der Link gilt eine Stunde. Nach zu vielen falschen Anmeldungen warte ein paar Minuten, bevor du es erneut versuchst.',
  'topic.account.password.p3':
    'Eine Anmeldung hält im Browser bis zu 7 Tage; „Abmelden“ oben beendet sie. Wo deine Organisation es eingerichtet hat, meldet „Mit dem Konto deiner Organisation anmelden“ über deren eigenen Anmeldedienst an.',
  'topic.account.privacy.title': 'Datenschutz',
  'topic.account.privacy.p1':
    'Testpersonen werden nicht nach persönlichen Daten gefragt. Der Player zeichnet ihre Klicks, Eingaben und Mausbewegungen im Prototyp auf, die Größe ihres Bildschirms und eine zufällige Kennung, die in ihrem Browser bleibt – nichts Persönliches außer dem, was sie eintippen.',
  'topic.account.privacy.p2':
    'Unter „Konto löschen“ auf „Mein Konto“ löscht „Mein Konto löschen…“ dein Konto, deine Prototypen, ihre Tests und alle aufgezeichneten Daten endgültig: Tippe zur Bestätigung deine E-Mail-Adresse und wähle „Endgültig löschen“. Das lässt sich nicht rückgängig machen; exportiere also vorher, was du behalten willst.',
  'topic.account.privacy.p3':
    'Die Nutzungsbedingungen und die Datenschutzerklärung sind unter dem Anmelde- und dem Registrierungsformular verlinkt.',
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
};
