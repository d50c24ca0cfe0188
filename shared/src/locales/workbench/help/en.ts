// English texts of the help area: they define the keys every other locale must have.
export const en = {
  'help.title': 'Help',
  'help.intro': 'Short answers on designing, testing and analysing prototypes.',
  'help.search': 'Search the help',
  'help.searchPlaceholder': 'e.g. QR code, heat map, export',
  'help.results_one': '{{count}} page found',
  'help.results_other': '{{count}} pages found',
  'help.noResults': 'No help page matches "{{query}}".',
  'help.topics': 'Topics',
  'help.inTopic': 'In this topic',
  'help.allTopics': 'All topics',
  'help.notFound': 'This help page does not exist.',
  'help.contactPrompt': 'No answer found?',
  'help.contactLink': 'Write to us',
  'help.importTry': 'Try it now:',
  'help.imported': 'Imported: {{name}}',
  'help.openImported': 'Open the prototype',
  'topic.start.title': 'Getting started',
  'topic.start.p1':
    'Protolab lets you build clickable prototypes, test them with real people and see what they did. A prototype is a set of screens with widgets on them, and links say where a click leads. You share a test link, testers play the prototype in their browser, and every click and input is recorded for you to analyse.',
  'topic.start.p2':
    'A usual round: create a prototype and draw its screens in the editor, link them in prototype mode, write the tasks in the Test tab, share the test link or its QR code, and read the Results and Heat maps tabs once the first sessions come in. The topics of this help follow the same order.',
  'topic.start.first.title': 'Your first prototype',
  'topic.start.first.p1':
    'Sign up with "Sign up" at the top right — first and last name are optional, the password needs at least 6 characters — or log in. You land on "My prototypes". Choose "New prototype", give it a name, pick the device (Smartphone, Tablet, Desktop or Watch) and a screen size: a common device from the list, or "Custom size" with your own width and height in pixels.',
  'topic.start.first.p2':
    '"Create prototype" makes it with one empty screen called "Start", its start screen, and opens its overview on the Design tab, which shows each screen as a thumbnail. "Open canvas" opens the editor; a click on a thumbnail opens the editor on that screen.',
  'topic.start.first.p3':
    'In the editor, pick widgets from the "Widgets" list on the left — a Label, a Button, a TextBox — and place them on the screen. Add more screens with "Add screen". Then choose "Prototype" in the editor\'s bar and drag from each button to the screen it should open. Every change is saved as you go; there is no save button in the editor.',
  'topic.start.first.p4':
    'To try it, choose "Run test" on the overview: the prototype opens in a new tab the way testers will see it. To invite testers, choose "Share". Device and screen size can be changed later in the Settings tab; screens you already drew keep their size.',
  'topic.start.overview.title': 'The prototype overview',
  'topic.start.overview.p1':
    'Each prototype has an overview with tabs along the top. "Design" shows the screens and opens the editor. "Test" holds the test settings and the tasks. "Results" shows the figures of the test sessions, "Comments" the comments of your team and your reviewers, "Heat maps" where testers clicked. "Settings" holds name, device and screen size, the export and the delete; "Team" who works on the prototype; "Analytic canvas" opens the prototype’s canvas with the study drawn over it.',
  'topic.start.overview.p2':
    'Beside the tabs, "Run test" opens the test as testers see it, and "Share" opens the share dialog with the test link, its QR code, the comment link and the embed code. Both are there for team members who can edit the prototype.',
  'topic.start.overview.p3':
    '"My prototypes" in the header lists your prototypes as cards: device, number of screens and when it last changed, the recent ones first; "Search by name" finds one. "Copy" makes a new prototype of the same screens and test settings under a new name (without sessions and comments). "Delete", shown to the owner only, removes a prototype with its tests, recordings and comments after you confirm with "Delete for good".',
  'topic.start.tryout.title': 'Try-out mode',
  'topic.start.tryout.p1':
    'Without an account you can look around as a guest: choose "Try it without an account" on the start page. The "Examples" page in the header lists public example prototypes: "Play it" opens one as a tester sees it, "See the results" its analytic canvas with heat maps and results from example sessions.',
  'topic.start.tryout.p2':
    'A guest cannot create, import or save anything: those buttons answer with a hint to sign up first. Signing up is free, and afterwards your prototypes are kept in your account.',
  'topic.prototypes.title': 'Prototypes & screens',
  'topic.prototypes.p1':
    'A prototype is a set of screens with widgets on them — buttons, labels, text boxes, images and many more — and the links between them. It has a device type and a screen size, a test with its tasks, a team, and the recorded test sessions.',
  'topic.prototypes.p2':
    'This topic explains screens, widgets and the settings of a prototype. How to draw them is under "The editor", how to make them clickable under "Links".',
  'topic.prototypes.screens.title': 'Screens',
  'topic.prototypes.screens.p1':
    "A screen is one page or state of your app: what the tester sees at one moment. A new screen gets the screen size of the prototype, but a screen can have any size, for example a tall page that testers scroll. In the player a screen is scaled to the tester's window — to its width, and on a wide window to the device's height — and what is taller scrolls.",
  'topic.prototypes.screens.p2':
    'Screens lie side by side on the editor\'s canvas. Their order in the "Screens" list is only for you: a test begins on the start screen, marked with a star — without one, on the screen at the top left — and goes on along the links. A screen no link leads to is never seen by testers.',
  'topic.prototypes.screens.p3':
    'A screen can have a background colour or image, and links of its own: a timer that moves on after some seconds, a swipe, a click anywhere on it. Prototypes imported from Quant-UX may have master screens whose widgets show on every screen that inherits them; the editor draws them, but has no way to set up new ones.',
  'topic.prototypes.widgets.title': 'Widgets',
  'topic.prototypes.widgets.p1':
    'Widgets are the parts of a screen. The editor\'s "Widgets" list holds more than 80 types, by their English names: text (Label, TextBox, TextArea, Password, SearchBox, Date…), choices (CheckBox, RadioGroup, Switch, DropDown, Rating…), ranges (HSlider, Stepper, ProgressBar…), data (Table, BarChart, PieChart, Tree…), media (Image, Icon, IFrameWidget, NavBar…) and basics such as Button, Box, Container and HotSpot.',
  'topic.prototypes.widgets.p2':
    'Every widget has a position, a size, a text and a style. Form widgets keep a value while the tester plays — text typed, boxes ticked, options picked, sliders moved — and the value is recorded: it shows in the replay and in the survey answers. A HotSpot is an invisible click area, handy over a screen made of a picture. A LogicOr is never shown to testers: it splits a link into several ways (see "Branching with LogicOr").',
  'topic.prototypes.widgets.p3':
    "Prototypes imported from Quant-UX can carry templates and design tokens, which give several widgets the same colours and fonts. They are drawn as they were, but the editor has no place to change them: the properties show a widget's own style only, and a colour that comes from a design token stays, whatever you set.",
  'topic.prototypes.settings.title': 'Prototype settings',
  'topic.prototypes.settings.p1':
    'The Settings tab holds the name of the prototype, a "Description" for your team, the device and the screen size. Change them and choose "Save". A new screen size is used for new screens; the screens you have keep theirs, so resize them in the editor if needed.',
  'topic.prototypes.settings.p2':
    'Under "Export", "Export as ZIP" downloads the prototype with its images (see "Export"). The owner also sees "Delete prototype": it removes the prototype with its tests, recordings and comments for everyone in the team, once you confirm with "Delete for good". This cannot be undone.',
  'topic.prototypes.settings.p3':
    'Team members who can only view see the settings greyed, with the note that they can read the prototype but not change it; they can still export it.',
  'topic.editor.title': 'The editor',
  'topic.editor.p1':
    'Open a prototype and choose "Open canvas", or click a screen\'s thumbnail: the editor shows every screen on one large canvas, where you placed it. On the left are the "Screens" list, below it the "Layers" of the selected screen, then the "Widgets" list; in the middle the canvas; on the right the properties of what you selected. The bar at the top holds the way back ("Overview"), the modes "Design" and "Prototype", "Undo", "Redo", "Keyboard shortcuts", the saving state, and the zoom with the "View" menu.',
  'topic.editor.p2':
    'In design mode you place, move, resize and style; in prototype mode you draw the links that make the prototype clickable. Team members who can only view see the same canvas marked "Read only", without the lists and the properties; they can move around and zoom.',
  'topic.editor.figure1':
    'The editor in design mode: screens and widgets on the left, the canvas with a selected label in the middle, its properties on the right.',
  'topic.editor.modes.title': 'Design mode and prototype mode',
  'topic.editor.modes.p1':
    'The editor has two modes, switched with "Design" and "Prototype" in its bar. It opens in design mode: a click selects a widget or a screen, a drag moves it, the eight handles resize it, and the "Widgets" list adds new ones. Links show in both modes as thin turquoise arrows, so you always see where a click leads.',
  'topic.editor.modes.p2':
    'In prototype mode a drag draws a link instead of moving anything. Press on a widget, or on an empty part of a screen, and drag: a dashed arrow follows the pointer. Let go over the screen the link should lead to, or over a LogicOr, and the link is made. A new link from a widget fires on a click, one from a screen after a timer of 3 seconds. Letting go beside every screen makes nothing. Widgets do not move and show no resize handles in this mode; the selected widget shows a small blue circle on its right edge instead: drag it to a screen to link that widget, even a small one or one lying over another.',
  'topic.editor.modes.p3':
    'A click on a widget or a screen in prototype mode shows only what it does: its links with their event, target, transition and condition, and for a screen whether testers start there; its looks are changed in design mode. A click on an arrow selects that link: the right side shows "Link" with its event, target and transition, and the Delete key removes it. An arrow ends on the side of its target that faces it. A dashed arrow with a diamond is conditional (a rule, or waiting for valid inputs); purple arrows with a dot where they start are the branches of a LogicOr. The start screen is flagged "Start" beside its name. How to change when a link fires is under "Linking widgets". Choose "Design" to go on arranging; the editor opens in design mode again next time.',
  'topic.editor.modes.figure1':
    "Prototype mode: the links of the product and cart screens as arrows, and a new link being dragged from the cart's item back to the product screen.",
  'topic.editor.widgets.title': 'Adding and arranging widgets',
  'topic.editor.widgets.p1':
    'The editor\'s "Widgets" list shows each type as a small picture over its name, in sections (Basic, Forms, Navigation, Media, Charts, Data, Logic) that a click on their heading closes and opens; the types you placed last come first, under "Recently used". Type into "Search widgets" to find a type by its name or by another word for it ("select" finds the dropdown). Click a type to place a new widget near the top left of the selected screen (or of the screen of the selected widget), or drag the type onto any screen and let go where it should sit. The new widget is selected, so Enter lets you type its text at once.',
  'topic.editor.widgets.p2':
    'Click to select, Shift+click to add to the selection or take away from it, or drag a rubber band over empty canvas: it selects the widgets that lie wholly inside it (with Shift, in addition to the selection). Drag the selection to move it, also onto another screen: the widgets then belong to that screen. The eight handles resize it; Shift keeps the ratio and Alt resizes from the centre.',
  'topic.editor.widgets.p3':
    'A moved widget snaps when its edges or centre come near those of another widget or of the screen: a pink guide shows the line it snapped to, and pink labels show the distance in pixels to its neighbours. Resizing snaps the edge you drag in the same way. Hold Alt while dragging to place a widget freely. With "Snap to grid" on in the "View" menu, widgets also snap to the grid where no edge is near.',
  'topic.editor.widgets.p4':
    'For exact values, type X, Y, Width and Height in the properties. The arrow keys move the selection by 1 pixel, with Shift by 10. Locked widgets stay where they are (see "Menu, lock and hide").',
  'topic.editor.widgets.p5':
    'A new Button takes the look most of your buttons share (a button with a text, 10–200 pixels wide and 10–100 high), and a new Box or Container the look of your large text-less buttons, so new widgets match the prototype. A dropdown with fewer than 5 options offers to become a radio group, which shows every option at once; a radio group with more than 5 offers to become a dropdown.',
  'topic.editor.view.title': 'Zoom, the View menu and the grid',
  'topic.editor.view.p1':
    'The editor\'s canvas is larger than the window. Move around with Space+drag, the middle mouse button or two fingers on a trackpad; zoom with Ctrl+mouse wheel, a pinch, the + and – keys, or the – and + buttons in the bar, between which the zoom shows in percent. "Fit" shows every screen at once.',
  'topic.editor.view.p2':
    'The "View" menu beside "Fit" holds "Fit selection", which zooms to what you selected (Shift+2), and "100 %", which shows the screens at their real size, one canvas pixel to one screen pixel (Shift+0). Shift+1 does what "Fit" does. A zoom closes the menu.',
  'topic.editor.view.p3':
    'Under "Grid", "Snap to grid" makes moved and resized widgets land on the grid, and "Show grid" draws its lines over the screens; "Cell size (px)" sets the size of a cell, from 2 to 200 pixels. The grid is saved with the prototype for the whole team, but it is a view setting, not an edit you can undo. Its lines are drawn only when a cell is at least 5 pixels wide on screen: zoom in if you do not see them.',
  'topic.editor.view.figure1': 'The View menu with "Show grid" on and 16-pixel cells, over a screen at 100 %.',
  'topic.editor.screens.title': 'The screens list',
  'topic.editor.screens.p1':
    'The editor\'s "Screens" list sits above the widget list. Click a screen\'s row to select it and bring it into view. Double-click the name, or press F2, to rename it (Enter keeps the new name, Escape the old one). Drag a row, or press Alt+↑ / Alt+↓, to change the order. The star makes a screen the start screen (there is only one); the copy and × buttons duplicate or delete it. With more than six screens, a search box filters the list.',
  'topic.editor.screens.p2':
    '"Add screen" adds a screen of the device size. To draw one, choose "Draw" or press S, then drag on the canvas: the new screen gets the size you dragged. A click instead of a drag places a screen of the device size there.',
  'topic.editor.screens.p3':
    'A duplicate is placed below the original, named with "copy" added, with copies of its widgets and their links. Deleting a screen deletes its widgets and the links that lead to it; Undo brings them back. A selected screen shows in the properties its name, position and size, background colour and image, "Make start screen", its master screens (see "Master screens") and its links.',
  'topic.editor.layers.title': 'Layers and groups',
  'topic.editor.layers.p1':
    'The editor\'s "Layers" list, under the screens list, shows the widgets of the selected screen (or of the screen of the selection), the topmost first, with its groups as rows that open and close. Click a row to select the widget, or all the widgets of a group; what you select on the canvas is marked in the list. Double-click a name, or press F2, to rename it (Enter keeps the new name, Escape the old one). A row\'s lock and eye buttons lock it or hide it from testers; on a group row they do so for all its widgets. ↑ and ↓ move between rows, ← and → close and open a group, Enter selects. The bar between the screens and the layers shares the height between them: drag it, or focus it and press ↑ or ↓; the editor keeps your split in this browser.',
  'topic.editor.layers.p2':
    "Drag a row to change the order: dropped above or below another row it goes there, into that row's group or out to the top level; dropped onto the middle of a group row it goes into that group, on top. Alt+↑ / Alt+↓ move a row one place. Ctrl+G groups the selected widgets, Ctrl+Shift+G ungroups them. On the canvas a click on a grouped widget selects its whole group; a double-click goes one group further in, down to the widget itself, and clicks then stay at that level until you click outside the group or clear the selection. A double-click on a widget in no group types its text. Resizing a group from its handles scales its widgets with it.",
  'topic.editor.masters.title': 'Master screens',
  'topic.editor.masters.p1':
    'A master screen lends its widgets to other screens: a header, a tab bar or a menu is made once and shows on every screen that inherits it. In the editor, select a screen and, under "Master screens" in its properties, choose a screen in "Add a master screen…". Screens that would make a loop (a master that itself inherits from this screen) are not offered. In the "Screens" list a master says "master of 2", a screen that inherits says "from Header".',
  'topic.editor.masters.p2':
    'On the canvas, inherited widgets are marked with a faint dashed outline. They are changed on their master, and every screen that inherits it follows at once: a click on one selects the screen, pointing at one names its master, and a double-click selects the widget on the master. "Unlink" beside a master takes its widgets off the screen; a widget of the screen that overrode one of them keeps what it showed. Deleting a master screen unlinks it from every screen in the same step, and Undo brings everything back. Testers see inherited widgets as part of each screen, and their links work there too.',
  'topic.editor.text.title': 'Text and style',
  'topic.editor.text.p1':
    'Double-click a widget in the editor, or select it and press Enter, to type its text right on the canvas; Shift+Enter starts a new line, Enter or Escape ends the typing. The "Text" field in the properties does the same.',
  'topic.editor.text.p2':
    'The properties show the selected widget\'s name and type at the top, then "Name", "X", "Y", "Width", "Height" and "Text", then "Content" with what only its type has, and "Style": background, text colour, border width, style and colour, corner radius (the same for all corners, or "Each corner"), shadow, font, weight, italic, underline, alignment, vertical alignment, padding and opacity; "More" lists the further style settings of the type. Below come "Image", "Arrange" and "Links".',
  'topic.editor.text.p3':
    'With several widgets selected, the heading says how many; a field shows a value when all of them share it, "Mixed" when they differ, and a change applies to all. Typing into a field is one undo step; leaving the field ends it. Emptying a field, or its × ("Clear …"), removes your value, and the widget goes back to its default.',
  'topic.editor.text.figure1':
    'The properties of a selected label: name, position, size and text, then its style in the Normal state.',
  'topic.editor.tokens.title': 'Design tokens',
  'topic.editor.tokens.p1':
    'In the editor, "Design tokens" under the widget list opens the prototype\'s tokens: named colours, borders, fonts, paddings and shadows, grouped by kind, each with a preview, its value and how many widgets use it (a click on "Used by …" selects them on the canvas). "New token" makes one: choose its kind, name it and set its value. The pencil changes a token\'s name and value; × deletes it, and asks first when widgets use it, since their links go with it.',
  'topic.editor.tokens.p2':
    'In the properties, under a colour, the border, the shadow, the font or the padding, "Link a token…" links that setting of the selected widgets to a token of its kind. A linked setting shows the token\'s name instead of its field: change the token and every widget linked to it changes at once. "Unlink" gives the widgets their own value back. Each of these is one undo step.',
  'topic.editor.templates.title': 'Templates',
  'topic.editor.templates.p1':
    'A template is a widget, or a set of widgets, you reuse anywhere in the editor. Select them and in the properties choose "Make template" with a name: the selection becomes the template\'s first instance. The templates are listed at the top of the Widgets panel with how many instances each has; click one to place an instance on the selected screen, or drag it onto any screen.',
  'topic.editor.templates.p2':
    'An instance shows its template\'s style; the fields show the template\'s values greyed. A change made on an instance stays on that instance until you choose "Update template": then the template, and every instance of it, takes it. "Reset to template" takes the instance\'s own changes away; "Detach" makes plain widgets that keep their look and no longer follow the template.',
  'topic.editor.templates.p3':
    '"Make variant" makes a new template from what an instance changes, such as a disabled button: the variant keeps everything else from its base template and follows it. Switch an instance between the base and its variants with "Variant". Deleting a used template asks first; its instances stay, as plain widgets.',
  'topic.editor.data.title': 'Data and validation',
  'topic.editor.data.p1':
    'Select one widget in the editor to see "Data" in the properties. Type a variable name (or pick one the prototype already uses) and press Enter: widgets bound to the same variable share one value when the prototype is played. Whatever a tester types into a bound input shows in every input bound to that variable, on this screen and on later ones, and a label or button bound to it shows the value as its text. The section says how many other widgets share the variable; an empty name unbinds the widget.',
  'topic.editor.data.p2':
    'Inputs also have "Validation": "Required", the kind of value (text, email, number, whole number, phone number), "Min" and "Max" (a number\'s value, or a text\'s length) and a "Pattern" (a regular expression). A rule that cannot work, such as a min above the max or a broken pattern, is marked in its field and not saved. Under "Error message", "Add error label" puts a red label with your text below the input, or you pick another widget of the screen; the list shows the linked ones, × unlinks one.',
  'topic.editor.data.p3':
    'In prototype mode, tick "Only when the screen\'s inputs are valid" on a link: when a tester follows it while an input of the screen breaks its rule, the tester stays on the screen, the input shows its error style and its error messages appear; they disappear again once the input is corrected. Error messages are hidden from testers until then, and the canvas draws them faintly so that you can still select them.',
  'topic.editor.states.title': 'Content and states',
  'topic.editor.states.p1':
    'In the editor\'s properties, "Content" holds what only this type of widget has: the options of a drop-down, one a line; the rows of a table, cells split by commas; the data of a chart; a placeholder; an icon, picked from a list you can search. Under "Style", "More" lists the style settings of the type.',
  'topic.editor.states.p2':
    'A switch above the style picks the state: Normal, Hover, Focus, Active or Error. So a widget can look different when the pointer is over it, when it has the focus, while it is pressed or when it shows an error. A state with settings of its own is marked. In a state other than Normal, a field shows the normal value greyed until you set the state\'s own value; its × ("Clear …") removes that value.',
  'topic.editor.arrange.title': 'Images, order and alignment',
  'topic.editor.arrange.p1':
    'Under "Image" in the editor\'s properties, choose a JPG, PNG or GIF of at most 5 MB: it is uploaded to the prototype and shown by an Image widget (a HotSpot shows it too; most other types do not draw it). "Remove image" takes it away. A selected screen has the same field for its background picture: put a screenshot on each screen, lay HotSpots over its buttons and link them, and the screenshots become clickable.',
  'topic.editor.arrange.p2':
    '"Arrange" in the properties holds "Bring to front", "Bring forward", "Send backward" and "Send to back", which decide which widget lies on top of which. With two or more widgets selected, a toolbar shows at the top of the canvas: its icons align them left, on their centres, right, top, on their middles or bottom, along the box around all of them, and, with three or more, space them evenly across or down (hover an icon for its name). Its "Spacing" field puts them exactly that many pixels apart, left to right or top to bottom, whichever way they spread, and shows the gap when they all share one. Each of these is one undo step. A group selected whole shows its name in the properties, where you can rename it, and its members: click one to select it alone.',
  'topic.editor.menu.title': 'Menu, lock and hide',
  'topic.editor.menu.p1':
    'Right-click a widget, a screen, a link or empty canvas for a menu of actions: cut, copy, paste, duplicate, edit text, bring to front, send to back, lock or unlock, hide from testers or show to them, make start screen, add screen, select all, delete. Each shows its shortcut. Shift+F10 or the menu key opens it at the selection; arrow keys move in it, Enter runs an action, Escape closes it.',
  'topic.editor.menu.p2':
    'A locked widget (Ctrl+Shift+L) can still be selected with a click, but drags, arrow keys and handles leave it in place, and a rubber band passes it by. A hidden widget (Ctrl+Shift+H) is never shown to testers, nor in thumbnails, heat maps or replays; the editor shows it faint so you can select it and show it again. Ctrl+] / Ctrl+[ bring forward / send backward; with Shift, to the front / to the back.',
  'topic.editor.saving.title': 'Undo and saving',
  'topic.editor.saving.p1':
    'Every change in the editor is saved as you work; the bar says whether all changes are saved, how many are waiting, or that you are offline. Changes made offline are kept in the browser and sent when the connection is back, even after closing the tab, as long as you open the prototype again in the same browser.',
  'topic.editor.saving.p2':
    'Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z or Ctrl+Y) work step by step: a drag or a typed text is one step. The history is kept on the server, so undo goes on after a reload.',
  'topic.editor.saving.p3':
    'If the server refuses a change — for example because a team member has just deleted what you were changing — the bar says so and the editor loads the prototype as the server has it. The grid setting and the zoom are not edits: undo leaves them alone.',
  'topic.editor.saving.p4':
    'Versions, under the widget list, keep the prototype as it is under a name; the list shows each with a small picture of its start screen. "Open" shows a version read only on the canvas, with "Restore" and "Back to current" above it. "Compare" sets it beside the current draft (or, with "Compare with", beside another version), side by side or overlaid: what was added, removed, moved or resized, restyled or renamed is framed in its colour and listed, and a click on an entry selects it and brings it into view. A restore is one undo step.',
  'topic.editor.keys.title': 'Keyboard',
  'topic.editor.keys.p1':
    "With the editor's canvas focused: arrow keys move the selection by 1 px, with Shift by 10 px; Delete removes it; Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste (also into another prototype, styles included); Ctrl+D duplicates; Ctrl+A selects the widgets of the screen; Enter types the text of the selected widget; Escape clears the selection.",
  'topic.editor.keys.p2':
    'Ctrl+] and Ctrl+[ bring the selection forward or send it backward; with Shift, to the front or the back. Ctrl+Shift+L locks or unlocks it, Ctrl+Shift+H hides or shows it. S starts drawing a screen. Shift+F10 or the menu key opens the actions menu. In the "Screens" list, F2 renames a screen and Alt+↑ / Alt+↓ move it.',
  'topic.editor.keys.p3':
    'Space+drag moves around; Ctrl+wheel or + and – zoom; Shift+1 shows every screen, Shift+2 zooms to the selection, Shift+0 to 100 %; Alt while dragging turns snapping off. Press ? (or choose "Keyboard shortcuts" in the bar) to see every shortcut. On a Mac, Cmd works where Ctrl is named.',
  'topic.editor.accessibility.title': 'Accessibility check',
  'topic.editor.accessibility.p1':
    'Choose Accessibility in the editor’s canvas bar to check the prototype before testers see it. The panel beside the canvas lists what could stop people from reading or using it: text with too little contrast, targets smaller than 24 × 24 px, fields without a label or name, images without a text alternative, text under 12 px, links told apart by colour only and screens without a heading. Each finding names its rule, the WCAG 2.2 success criterion behind it and the widget.',
  'topic.editor.accessibility.p2':
    "Show the whole prototype or only the screen you are working on. A click on a finding selects its widget and brings it into the middle of the canvas; a red badge marks every widget with findings. The list follows your edits as you make them. The browser then checks each screen as testers see it with axe-core, the field's standard engine, and adds what only it can find, such as a button without a name.",
  'topic.editor.accessibility.p3':
    'Where a fix is obvious, Fix applies it: the nearest colour that passes, keeping its hue, a target grown to the minimum, a field named after the label above it. Each fix is one step that Undo takes back. Before a test, the share dialog says how many serious findings remain.',
  'topic.editor.figma.title': 'Import from Figma',
  'topic.editor.figma.p1':
    'Import from Figma… (under the widget palette in the editor, and on New prototype) brings a Figma design in. Give a personal access token (made in Figma under Settings → Security) and the link of the file or its prototype, then choose Load pages. The token goes from your browser to Figma only; Protolab does not store it.',
  'topic.editor.figma.p2':
    'The dialog lists the file’s pages with small pictures of their frames. Pick a page and choose Import: each top-level frame becomes a screen of its size (a scrolling frame as long as its content), texts become labels with their font, size, weight, line height, spacing, alignment and colour, rectangles and frames become boxes with their fills, gradients, borders, corners and shadows, images are stored with the prototype, components become templates, and the prototype’s click and drag links become links with their transition.',
  'topic.editor.figma.p3':
    'In the editor the screens are added beside yours as one step that Undo takes back; on New prototype they make a new prototype named after the file. Afterwards the dialog lists what could not be imported as it is in Figma, for example a hidden layer, a blur or an interaction that does not lead to a screen.',
  'topic.editor.figma.figure1':
    "The Figma import: a personal access token, a file link, and the file's pages with their frames; the page picked is imported.",
  'topic.editor.pages.title': 'Import HTML and YAML',
  'topic.editor.pages.p1':
    'Import HTML… (under the widget palette in the editor) turns a web page into a new screen of editable widgets. Choose an HTML file or paste the markup. The page is laid out at the prototype’s screen width in a hidden frame where its scripts do not run, and each element becomes a widget at its place, in its colours, fonts, borders, corners, shadows and paddings: fields, passwords, text areas, drop downs, check boxes, radios, switches and sliders by their type, buttons, texts as labels, pictures, SVG icons, tables, and styled containers as boxes.',
  'topic.editor.pages.p2':
    'The new screen is added beside yours as one step that Undo takes back. Afterwards the dialog says how many widgets the screen holds and lists the elements that have no widget of their own (a video, a canvas): they are kept as a box or a label, never left out.',
  'topic.editor.pages.p3':
    'Import YAML… reads Protolab’s own YAML description: screens, widgets by their type names with props and style over the palette’s, and rows and columns that place widgets one after the other. A mistake is shown with its line, and nothing is imported until it is corrected. Export screen as YAML shows the selected screen in the same format, to copy or download; importing it gives the same screen back.',
  'topic.links.title': 'Links',
  'topic.links.p1':
    'Links make a prototype clickable: an arrow from a widget or a screen to another screen says where an action leads.',
  'topic.links.p2':
    "Each link has an event (a click, a swipe, a timer…), a target — a screen or a LogicOr — and a transition. You draw links in the editor's prototype mode or pick them in the properties; the player follows them while testers play, and the analytics use them to tell a click that led somewhere from a misclick.",
  'topic.links.widgets.title': 'Linking widgets',
  'topic.links.widgets.p1':
    'Choose "Prototype" in the editor\'s bar and drag from a widget or a screen to the screen it should lead to. Or, in either mode, select the widget or screen and pick a screen under "Link to screen…" at the bottom of its properties.',
  'topic.links.widgets.p2':
    'Each link has an event, chosen under "When": for a widget Click, Double click, Long press, Hover, Input change, Swipe left, Swipe right, Swipe up or Swipe down; for a screen Timer (with "After (seconds)"), Screen loaded, Click or the four swipes. "Go to" changes the target. "Transition" picks how the next screen appears — None, or fadeIn, fadeOut, slideLeft, slideRight, slideUp, slideDown, growRight, growLeft, growUp, growDown, zoomIn. "Delete link" removes it.',
  'topic.links.widgets.p3':
    "A widget can have several links, for example one for a click and one for a swipe. Input change fires when a tester changes the value of a form widget. In prototype mode a click on a link's arrow selects only that link, to change it or to remove it with Delete.",
  'topic.links.widgets.p4':
    'To lead a link around screens, bend it: in prototype mode select the link and drag the small "+" in the middle of one of its parts to where it should pass; a bend point stays there, and the link now has two parts, each with its own "+". Drag a bend point to move it, double-click it to remove it, or choose "Straighten" in the link\'s properties to remove them all. Each drag is one undo step. Bend points only change how the canvas draws the link; testers do not see them.',
  'topic.links.widgets.figure1':
    'Drawing a link in prototype mode: drag from the widget and let go over the target screen.',
  'topic.links.logic.title': 'Branching with LogicOr',
  'topic.links.logic.p1':
    'A LogicOr lets one action lead to different screens. Add "Branch (A/B test)" from the Logic section of the widget list: it sits on the canvas between the screens, drawn as a diamond marked "OR" that only the editor shows. In prototype mode, drag from a widget to the LogicOr, then from the LogicOr to each screen it may lead to.',
  'topic.links.logic.p2':
    'Select the LogicOr to give each way out a condition. Under "Only when", pick a widget: its value equals, does not equal, contains, is more than, is less than, is at least or is at most a value, or it is valid or not valid. The way without a condition is taken when no condition holds. "Pick a way out at random (A/B test)" sends each tester one way, chosen at random.',
  'topic.links.start.title': 'The start screen',
  'topic.links.start.p1':
    "A test starts on the screen marked as the start screen; without a mark, on the screen at the top left. A new prototype's first screen is its start screen.",
  'topic.links.start.p2':
    'To choose another, click the star of its row in the editor\'s "Screens" list, choose "Make start screen" in the properties of the selected screen, or right-click the screen and pick "Make start screen". There is only one: the old one loses its mark. The Design tab marks it "Start", and the task recorder begins there too.',
  'topic.links.try.title': 'Trying out your prototype',
  'topic.links.try.p1':
    '"Run test" on the overview, or in the share dialog, opens the test in a new tab on the start screen: the prototype as testers play it, without asking for the test password. Click through it to check every link. The editor itself has no play mode. This run is a preview: nothing is recorded, so it never shows up in the results.',
  'topic.links.try.p2':
    'What you do there is recorded like any tester\'s session. To leave it out of the figures, untick its "Valid" box in the Results tab. Or add &log=false to the end of the test link: the player then plays without recording, and its welcome page says that nothing is recorded.',
  'topic.links.try.p3':
    'A link that seems dead usually has another event than you expect (a Timer on a screen, Hover on a widget), starts at a widget hidden from testers, or lies under another widget that takes the click. Select the widget and look at "Links" in its properties.',
  'topic.testing.title': 'Testing with users',
  'topic.testing.p1':
    'Share a test link with your testers. They open it in any browser — on a computer, a tablet or a phone — read your welcome text and tasks, play the prototype and end the test; their clicks, inputs and mouse movements are recorded. Testers need no account.',
  'topic.testing.p2':
    'Prepare the test in the Test tab: a welcome text, the tasks with their recorded flows, and a few options. Then choose "Share" on the overview for the links and the QR code.',
  'topic.testing.settings.title': 'Test settings',
  'topic.testing.settings.p1':
    'The Test tab starts with "Test settings". The "Welcome text for testers" is shown on the first page of the test; without one, testers read a short standard text. "Show the tasks during the test" adds a "Tasks" button to the player\'s bar that opens the list of tasks. "Show a message when all tasks are done" shows a short message whenever a tester completes a task, and after the last one offers to end the test.',
  'topic.testing.settings.p2':
    '"Record only a tester\'s first test": when the same browser opens the link again, the test plays without being recorded. "Language of the test" sets the language of the player\'s own texts — the welcome page, the buttons, the task list; "The tester\'s browser language" leaves it to the browser. The texts of your prototype are never translated.',
  'topic.testing.settings.p3':
    'Under "Splash image", "Upload image" adds a picture to the welcome page (JPG, PNG or GIF, at most 5 MB). Nothing on this tab is kept until you choose "Save" at its bottom; "Test settings saved" confirms it.',
  'topic.testing.tasks.title': 'Tasks and their flows',
  'topic.testing.tasks.p1':
    'Under "Tasks", type a name into "New task" and choose "Add task". Each task has a "Name", a "Description for testers" and "Strict order"; "Up", "Down" and "Delete" sort and remove tasks. Testers see the names and descriptions on the welcome page.',
  'topic.testing.tasks.p2':
    'To measure a task, record its flow: choose "Record flow" (later "Record again"), then "Begin". The prototype plays in the dialog; do the task as a tester would. Every screen that opens and every click or input becomes a step. "Pause" stops recording so you can move around, "Record" goes on, "Done" ends it, and "Use as flow" keeps the steps. Or build the flow by hand: choose "Add step", pick a "Screen", if you like a "Widget" on it, and the "Event", then "Add to flow". The buttons beside each step move it up or down or delete it.',
  'topic.testing.tasks.p3':
    'A session succeeds in a task when it passes the steps of the flow in their order; what a tester does in between does not matter, unless "Strict order" is on: then the steps must follow each other with nothing in between. The details of a task — times, drop-off, steps — need a flow of two or more steps. Tick steps as "Important" (after "Done", or in the flow on the tab): the drop-off and time charts of the results then show those steps alone, each named by its screen, widget and event.',
  'topic.testing.tasks.p4':
    'Tasks and flows are part of the test settings: choose "Save" at the bottom of the tab to keep them.',
  'topic.testing.tasks.figure1':
    'The task recorder after "Done": the recorded steps of "Buy the running shoes", with the click on "Checkout" marked as important.',
  'topic.testing.invites.title': 'Invitations',
  'topic.testing.invites.p1':
    'Choose "Share" on the prototype\'s overview. The dialog holds the "Test link" with "Copy" and "Run test", and the QR code of the same link; the "Comment link" for reviewers; the "Embed code", an iframe that shows the test inside another web page at the prototype\'s screen size; and the "Test password".',
  'topic.testing.invites.p2':
    'Send the test link by mail or chat. Testers need no account, and nothing personal is stored beyond what they type into the prototype. Anyone with the link can take the test. To limit it, enter a "Test password" of at least 6 characters and choose "Set password": testers, and anyone with the comment link, must then type it first. "Remove the password" opens the links again. The Test tab has the same field, under "Password of the test link". "Run test" needs no password: it is your own preview.',
  'topic.testing.invites.p3':
    'Only team members who can edit see the share dialog. To stop old links, choose "Revoke links" under "Invitation links" in the Team tab: new test and comment links are made and the old ones stop working at once, so share the new ones.',
  'topic.testing.invites.figure1':
    'The share dialog: the test link with its QR code, the comment link, the embed code and the test password.',
  'topic.testing.qr.title': 'QR codes',
  'topic.testing.qr.p1':
    "The share dialog shows the QR code of the test link. Testers point their phone's camera at it, and the test opens in the phone's browser — handy in a lab or at a meeting. Show the dialog on your screen, or print it.",
  'topic.testing.qr.p2':
    'A tester who opens the test link on a computer also finds "Continue on your phone" on the welcome page. It shows a QR code of the same test under "Open the test on your phone"; "Continue on this computer" goes back. Sessions started from a QR code are marked so in the recorded device data.',
  'topic.testing.qr.p3':
    'A QR code holds the address it was made with. One that points to localhost cannot be opened on a phone: see "Testing on phones".',
  'topic.testing.phones.title': 'Testing on phones',
  'topic.testing.phones.p1':
    'A phone can only open an address it can reach. "localhost" on a phone means the phone itself, so a link to localhost works only on the computer that runs Protolab. That is why the test link, the comment link, the embed code and the QR code are built on the server\'s public address.',
  'topic.testing.phones.p2':
    "That address is the server's PUBLIC_URL setting when it is set — the address of a server on the internet or in your company network. Without it, the links use the address you opened the workbench at; when that is localhost, they use the computer's address in the local network (such as http://192.168.1.20:3000), which phones on the same Wi-Fi can open. When neither is known, the share dialog warns that the address opens only on this computer.",
  'topic.testing.phones.p3':
    'If a phone cannot open the link, check that it is on the same network as the computer and that no firewall blocks the port, or ask whoever runs the server to set PUBLIC_URL. At its start the server prints the address testers and phones reach it at.',
  'topic.testing.player.title': 'What testers see',
  'topic.testing.player.p1':
    'The test link opens the player. It begins with a welcome page: your splash image, "Welcome", your welcome text, the list of tasks, a note that no personal information is stored beyond what testers enter, and "Start the test". A protected test first asks for the password.',
  'topic.testing.player.p2':
    'While the test runs, a thin bar sits above the prototype. On the left it says whether the interactions are saved: "All saved", how many are waiting to upload, or "Offline". On the right are "Tasks" (when the tasks are shown during the test), "Save for offline" and "End test"; on a phone they read "Save offline" and "End". The prototype is scaled to fit the window; taller screens scroll.',
  'topic.testing.player.p3':
    '"End test" ends the session and shows "Thank you!". If some interactions still wait to upload, the page asks the tester to open it again when online. A tester who closes the tab in the middle and opens the link again goes on where they stopped.',
  'topic.testing.player.figure1':
    'The player on a phone (390 × 844 pixels): the bar with "All saved", "Tasks", "Save offline" and "End" above the prototype.',
  'topic.testing.offline.title': 'Offline field studies',
  'topic.testing.offline.p1':
    'Open the test once while online, on the device the testers will use, and choose "Save for offline" in the player\'s bar: the player stores the prototype with its images, icons and widgets and says "Ready to use offline". Afterwards the prototype plays without a network, also when the browser was closed in between.',
  'topic.testing.offline.p2':
    'Every interaction is first written to the device\'s storage and sent to the server in batches when there is a connection. While offline, the bar says "Offline"; once online again it counts what is waiting to upload. Nothing is lost when the tab is closed: waiting interactions are sent the next time the player is open online, and in browsers with background sync (such as Chrome on Android) even without it.',
  'topic.testing.offline.p3':
    'Before you leave the field, open the player once online and wait until the bar says "All saved". If the device runs out of storage space the player says so: free some space, or the test cannot be saved.',
  'topic.testing.offline.p4':
    'Offline play needs a secure address. Browsers let the player work offline only when the test link starts with https (or on the computer running Protolab itself, at localhost). On a plain http address, such as the computer\'s local network address http://192.168.1.20:3000 that the share dialog uses by default, "Save for offline" says "Not available offline" and why, the share dialog warns about it, and the interactions are still kept on the device and uploaded once online. For a field study, run the server on an https address: behind a reverse proxy with a real certificate on a public host, or with a certificate your devices trust (HTTPS_CERT and HTTPS_KEY; see "Testing in the field" in the README).',
  'topic.testing.comments.title': 'Comments and reviews',
  'topic.testing.comments.p1':
    'The Comments tab is where your team discusses the prototype. Write into "New comment" and choose "Comment". "Reply" answers a comment, "Edit" changes one of yours, "Delete" removes one of yours with its replies; the owner may delete any comment.',
  'topic.testing.comments.p2':
    'To hear from people outside the team, send them the "Comment link" from the share dialog. It opens the page "Comments on the prototype", where they write without an account; their comments show as "Reviewer" in the tab, and they can change their own comments later in the same browser. The page holds the comments only: send the test link along if they should try the prototype. A test password applies to the comment link too.',
  'topic.analytics.title': 'Analytics',
  'topic.analytics.p1':
    'The results show how testers used your prototype. Three places show them: the Results tab (figures, tasks, survey answers and downloads), the Heat maps tab, and the "Analytic canvas": the prototype’s own canvas, with every screen where you placed it and the chosen heat map on it, each link as wide as the number of sessions that followed it (the number is written on it), the journeys testers took between screens as orange arrows, and under each screen how many sessions saw it and how many ended there. Beside it you choose the heat map, what to show, a task (its journeys then start at the task’s first step and end at its success, and "gave up here" counts the attempts that stopped on a screen) and the sessions: tick one or more in the list to see only theirs. Drag to pan, Ctrl + wheel to zoom; "Results" switches to the figures.',
  'topic.analytics.p2':
    'Only valid sessions count: untick a session\'s "Valid" box to leave it out of every figure, heat map and download. The server computes the figures next to the recorded data and keeps them until new sessions arrive, so even a study of a million events opens in a moment; while newer figures are being computed you see the last ones with "Computing the figures…".',
  'topic.analytics.results.title': 'The results dashboard',
  'topic.analytics.results.p1':
    'The Results tab starts with the "Dashboard": the number of sessions (and of valid ones), the events they recorded, and the misclick rate — the share of clicks that hit nothing linked.',
  'topic.analytics.results.p2':
    'The "Screens" table lists each screen with its views, the sessions that saw it, the dwell time per session and the interactions on it. The "Sessions" table lists each session with its start, duration, device size, the tasks it completed, its "Valid" box and what is unusual about it: a rare path, an unusual order of interactions, an unusually long or short time, many or few interactions.',
  'topic.analytics.results.p3':
    '"Replay" in front of a session opens its replay. When sessions have tags, a row of tags above the dashboard filters every figure, chart and download to the sessions with any of the chosen tags — or with all of them, with "Only sessions with all chosen tags".',
  'topic.analytics.results.p4':
    'A session is marked unusual only when it clearly stands out. Its path through the screens is compared with everybody else\'s: each step from one screen to the next is scored by how rarely the other sessions took it, and a path much rarer than most is a "Rare path". When the screens are everybody\'s, the same is done with the interactions (screen, widget and event, in order): a session that clicks the same widgets in a rare order, or uses them otherwise, has an "Unusual order of interactions", and the table names the interactions that stood out, in the order the session made them. Its time and its interactions are compared with the middle half of all sessions (Tukey\'s fences, on a logarithmic scale), and they must also differ from the typical session by a real margin — at least 3 interactions or 3 seconds, and half the typical value — so one click more is never flagged. With fewer than 8 sessions nothing is marked. The table shows the value beside what most sessions did.',
  'topic.analytics.heatmaps.title': 'Heat maps',
  'topic.analytics.heatmaps.p1':
    'The Heat maps tab shows every screen with a heat map over it: blue where little happened, red where much did, as the legend from "Few" to "Many" shows. Each screen says how many data points its map holds.',
  'topic.analytics.heatmaps.p2':
    'There are five modes: "Clicks", every click; "Mouse movement", where the mouse rested; "Scroll depth", how far down testers scrolled a tall screen; "First clicks", only the first click of each visit to a screen, which shows where testers look for the way on; and "Missed clicks", clicks that hit nothing linked.',
  'topic.analytics.heatmaps.p3':
    'Below each screen, linked elements that no tester used within the first three interactions on that screen are named, and outlined on the map: candidates for a clearer label or a better place. "Every linked element was used early." means none was found. Heat maps use valid sessions only.',
  'topic.analytics.heatmaps.figure1':
    'Heat maps in the "Clicks" mode: the modes, the legend, and the product screen with its clicks gathered on "Add to cart".',
  'topic.analytics.tasks.title': 'Tasks',
  'topic.analytics.tasks.p1':
    'Under "Task performance" in the Results tab, choose a task. A session starts a task when it reaches the first step of the task\'s flow, and succeeds when it passes all its steps in order (see "Tasks and their flows"). The success rate is the share of those sessions that succeeded, drawn with its 95% confidence interval.',
  'topic.analytics.tasks.p2':
    'Direct successes passed the steps with no detour in between, indirect ones got there in the end. "Time on task" is the geometric mean time from the first to the last step of the successful sessions, with its interval too. In a session\'s replay you can overrule the result of a task by hand.',
  'topic.analytics.tasks.p3':
    'Below come the charts of the task: "Duration and interactions per session" (a dot per session, coloured by success), "Time on task" as a box plot, "Drop-off", "Time per step" and "Interactions per step". "Show table" shows the numbers of a chart. These details need a flow of two or more steps; the task summary download holds the same figures.',
  'topic.analytics.tasks.figure1':
    'Task performance of "Buy the running shoes": the success rate with its interval, direct and indirect successes, and the time on task.',
  'topic.analytics.dropoff.title': 'Drop-off',
  'topic.analytics.dropoff.p1':
    "The drop-off chart of a task shows, for each step of its flow, how many sessions reached it. Where the bars fall, testers gave up or went elsewhere: look at that step's screen in the heat maps, or watch the replay of a session that stopped there.",
  'topic.analytics.dropoff.p2':
    '"Show table" lists per step the sessions that reached it ("Reached") and those that reached it but not the next step ("Dropped off"). Only sessions that started the task count. Select a task under "Task performance" first; the chart needs a flow of two or more steps.',
  'topic.analytics.dropoff.figure1':
    'The drop-off of a task with four steps: of the sessions that started it, fewer reached each next step.',
  'topic.analytics.confidence.title': 'Confidence intervals',
  'topic.analytics.confidence.p1':
    'With few testers a success rate is uncertain. The 95% interval (adjusted Wald) shows how far the true rate may lie from the measured one.',
  'topic.analytics.confidence.p2':
    'Read it as the range in which the rate of all your future testers most likely lies. With 4 successes of 5 it runs from about 36% to 98%; with 40 of 50, from about 67% to 89%. Two designs whose intervals overlap widely have not been shown to differ: test with more people.',
  'topic.analytics.confidence.p3':
    'The time on task has an interval of its own, worked out on the logarithms of the times, because a few slow testers would otherwise pull the mean far up.',
  'topic.analytics.replay.title': 'Session replay',
  'topic.analytics.replay.p1':
    'In the "Sessions" table, "Replay" opens a session as it happened: the screen the tester saw, with what they typed, ticked and picked, their clicks and their mouse trail. "Play" and "Pause" run it, "Speed" plays it at 1×, 2× or 4×, and the slider jumps to any moment. The "Events" list names every recorded event; a click on one jumps there.',
  'topic.analytics.replay.p2':
    'Beside it, "Count this session in the figures" is the same switch as "Valid" in the results. Under "Task results" you can overrule the automatic verdict of each task: "As recorded", "Succeeded" or "Failed". Under "Tags", "Add tag" gives the session a tag, such as "lost at checkout", by which the results can then be filtered.',
  'topic.analytics.replay.p3':
    '"Back to the results" returns to the Results tab. Team members who can only view may watch replays, but changing verdicts and tags needs the right to edit.',
  'topic.analytics.csv.title': 'Survey answers and downloads',
  'topic.analytics.csv.p1':
    'Under "Survey answers" the results list, for each tester, what they left in the form widgets of the prototype — text boxes, check boxes, drop-downs, sliders and the like. So a prototype with a form doubles as a small survey.',
  'topic.analytics.csv.p2':
    'Under "Downloads" there are three CSV files: "Survey answers (CSV)", "Task summary (CSV)" with the figures of each task, and "Raw events (CSV)" with every recorded event. They hold valid sessions only and follow the tag filter. The files are UTF-8 and open in spreadsheet programs; values that look like formulas are escaped, so they never run.',
  'topic.transfer.title': 'Import & export',
  'topic.transfer.p1':
    'Move prototypes between accounts, servers and tools: export one as a ZIP, import a ZIP or a JSON file, or make a prototype of a set of screenshots.',
  'topic.transfer.p2':
    'Everyone with an account can import, and every team member can export. You can try the import right here with "Import a prototype" below.',
  'topic.transfer.import.title': 'Import',
  'topic.transfer.import.p1':
    'Choose "Import" on "My prototypes", or "Import a prototype" on these help pages, and pick a "ZIP or JSON file": a ZIP exported from Protolab (up to 50 MB) or the JSON file of a prototype (up to 5 MB), also one from Quant-UX. Before you confirm, the dialog lists what cannot come along: images the file does not hold, and widget types this product does not draw.',
  'topic.transfer.import.p2':
    'Or pick files under "Or images: one screen each": every JPG, PNG or GIF (at most 5 MB each) becomes a screen with the picture as its background, named and ordered by the file names. Lay HotSpots over the buttons in the pictures and link them, and a set of screenshots becomes clickable.',
  'topic.transfer.import.p3':
    '"Import" always makes a new prototype; it never overwrites one. Images must be JPG, PNG or GIF of at most 5 MB. Import is not possible in the try-out mode.',
  'topic.transfer.import.p4':
    "A whole study can come along too: choose the prototype's JSON file together with its recorded events, mouse tracks, test settings, annotations and comments (several JSON files at once, or one ZIP). Each file is recognised by what it holds, not by its name. Before you confirm, the dialog counts the sessions, events, mouse tracks, tasks, annotations and comments it will bring, and lists what it cannot, with the reason; afterwards the results, heat maps and replays show the study as it was recorded. Recordings without their prototype get a stand-in with one blank screen per recorded screen.",
  'topic.transfer.export.title': 'Export',
  'topic.transfer.export.p1':
    'In the Settings tab of a prototype, "Export as ZIP" downloads a ZIP named after it: app.json with the screens, widgets and links, and an images folder with every uploaded image. Importing that ZIP gives the same prototype again, also on another server.',
  'topic.transfer.export.p2':
    'The ZIP holds the design only: test settings, tasks, recorded sessions, comments and the team stay behind; for the test data use the CSV downloads of the Results tab. Images that could not be loaded are counted in a message and missing from the ZIP.',
  'topic.transfer.api.title': 'Import an API description',
  'topic.transfer.api.p1':
    'Teams that build against an API can click through its forms and lists in minutes. In the editor, Import API description… (below the widget palette) takes the URL of an OpenAPI 3 or Swagger 2 description in JSON or YAML, or a file. On New prototype, the same button makes a new prototype of it at the chosen device size.',
  'topic.transfer.api.p2':
    'After Load, the dialog lists the resources of the description (paths such as /bookings and /bookings/{id} are one resource) with their operations. Untick what should not become screens, then Import: a start screen listing the resources, and for each a list (a table of its main fields), a detail screen and a form, linked list → detail → edit → list. In the editor the import is one step to undo.',
  'topic.transfer.api.p3':
    'Each field of the form gets the input its type asks for: a text field (with an email or web address check where the format says so), a password field, a text area for long texts, a switch for yes or no, radio buttons for up to four choices and a drop-down for more, a spinner for a small number range, a date picker, check boxes for a list of choices. Required fields, lengths, ranges and patterns become validation rules with a message, so Save refuses wrong input in the player; the inputs are bound to variables, so the detail screen shows what the tester entered. The server loads the URL; addresses of private networks are refused.',
  'topic.transfer.api.figure1':
    'The API-description import: a bookings description read from a file, its resources and operations ready to pick.',
  'topic.team.title': 'Team',
  'topic.team.p1': 'Work on a prototype together: invite team members by email in the Team tab.',
  'topic.team.p2':
    'Everyone in the team finds the prototype on "My prototypes". What each one may do depends on their role: "Owner", "Can edit" or "Can view".',
  'topic.team.members.title': 'Adding members',
  'topic.team.members.p1':
    'Only the owner adds members. In the Team tab, under "Add a team member", type the email of someone who has signed up, choose a "Role" and choose "Add". "People you work with:" suggests people from your other teams; a click on one fills in the email.',
  'topic.team.members.p2':
    'Someone without an account cannot be added yet ("Nobody has signed up with this email yet."): ask them to sign up first. The team list shows everyone with their role; the owner changes a role in its list and takes someone out with "Remove". Every member but the owner can leave with "Leave".',
  'topic.team.members.p3':
    'The Team tab also holds "Invitation links": "Revoke links" makes new test and comment links and stops the old ones (see "Invitations").',
  'topic.team.roles.title': 'Roles',
  'topic.team.roles.p1':
    'Owner: can do everything — design, test, share, add and remove members, change roles — and is the only one who can delete the prototype. Each prototype has one owner: whoever created, imported or copied it.',
  'topic.team.roles.p2':
    'Can edit: designs in the editor, changes the test and its tasks, shares the links and sets the test password, marks sessions, and revokes the links. Can view: sees the canvas read-only, the results, heat maps and replays, and writes comments, but changes nothing and sees no share links.',
  'topic.account.title': 'Account & privacy',
  'topic.account.p1': 'Your name, picture and password are on the "My account" page: click your name at the top right.',
  'topic.account.p2':
    'The language of the workbench is chosen in the list at the top and kept in this browser. A link with ln=en, es, de, pt, pt-br or cn in its address opens a page in that language.',
  'topic.account.profile.title': 'Your profile',
  'topic.account.profile.p1':
    'Under "Profile", enter your "First name" and "Last name" and choose "Save". Your email is shown but cannot be changed; the page also names your plan.',
  'topic.account.profile.p2':
    'Under "Profile picture", "Upload a picture" takes a JPG, PNG or GIF of at most 5 MB; "Remove the picture" takes it away. Your name and picture show at the top of the workbench and help your team see who wrote what.',
  'topic.account.password.title': 'Login and password',
  'topic.account.password.p1':
    'To change your password, enter the "Current password" and a "New password" of at least 6 characters under "Password" on "My account", and choose "Change the password".',
  'topic.account.password.p2':
    'Forgot it? Choose "Forgot your password?" under the login form, enter the email of your account and choose "Send the link". A mail with a link to set a new password is on its way; the link works for one hour. After too many wrong logins, wait a few minutes before you try again.',
  'topic.account.password.p3':
    'A login lasts up to 7 days in the browser; "Log out" at the top ends it. Where your organisation has set it up, "Log in with your organisation account" logs in through its own login service.',
  'topic.account.privacy.title': 'Privacy',
  'topic.account.privacy.p1':
    'Testers are not asked for personal data. The player records their clicks, inputs and mouse movements in the prototype, the size of their screen and a random id kept in their browser — nothing personal beyond what they type in.',
  'topic.account.privacy.p2':
    'Under "Delete the account" on "My account", "Delete my account…" deletes your account, your prototypes, their tests and all recorded data for good: type your email to confirm and choose "Delete for good". This cannot be undone, so export first what you want to keep.',
  'topic.account.privacy.p3':
    'The terms of service and the privacy policy are linked under the login and sign-up forms.',
  'notifications.title': 'Notifications',
  'notifications.empty': 'No notifications yet.',
  'notifications.new': 'New',
  'notifications.markSeen': 'Mark all as seen',
  'notifications.seen': 'All notifications are marked as seen.',
  'notifications.bell': 'Notifications',
  'notifications.bellNew_one': 'Notifications: {{count}} new',
  'notifications.bellNew_other': 'Notifications: {{count}} new',
  'notifications.video': 'Watch the videos',
  'notice.welcome.title': 'Welcome to Protolab',
  'notice.welcome.more': 'Create a prototype, link its screens, and invite testers with a link or a QR code.',
  'notice.video-tip.title': 'Learn the basics in a few minutes',
  'notice.video-tip.more': 'The help section has short videos on designing, prototyping and testing.',
  'notice.star-project.title': 'Do you like Protolab?',
  'notice.star-project.more': 'Give the project a star: it helps others find it.',
  'notice.community-chat.title': 'Join the community chat',
  'notice.community-chat.more': 'Ask questions, share your prototypes and meet other designers.',
  'notice.profile-picture.title': 'Add a profile picture',
  'notice.profile-picture.more': 'Your team sees who changed what: add a picture on your account page.',
  'notice.collaboration.title': 'Work on prototypes together',
  'notice.collaboration.more': 'Invite team members to a prototype to design, test and comment together.',
  'notice.add-name.title': 'Tell us your name',
  'notice.add-name.more': 'Add your name on your account page so your team knows who you are.',
  'contact.title': 'Contact us',
  'contact.intro': 'Questions, ideas or a bug? Write to us — we answer by email.',
  'contact.name': 'Name (optional)',
  'contact.email': 'Email',
  'contact.message': 'Message',
  'contact.send': 'Send',
  'contact.sending': 'Sending…',
  'contact.sent': 'Thank you! Your message was sent.',
  'contact.required': 'Please enter your email and a message.',
  'contact.emailRequired': 'An email is required.',
  'contact.emailInvalid': 'This is not a valid email address.',
  'contact.messageRequired': 'A message is required.',
  'examples.title': 'Examples',
  'examples.intro': 'Public example prototypes with their test results. No login needed.',
  'examples.empty': 'There are no examples yet.',
  'examples.screens_one': '{{count}} screen',
  'examples.screens_other': '{{count}} screens',
  'examples.results': 'See the results',
  'examples.play': 'Play it',
  'examples.preview': 'Start screen of {{name}}',
};
