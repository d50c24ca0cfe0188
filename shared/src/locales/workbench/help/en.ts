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
  'topic.start.p1': 'Protolab lets you build clickable prototypes, test them with real users and see what they did.',
  'topic.start.first.title': 'Your first prototype',
  'topic.start.first.p1':
    'Sign up, open My prototypes and choose "Create new". Pick the device type and the screen size; both can be changed later in the settings.',
  'topic.start.tryout.title': 'Try-out mode',
  'topic.start.tryout.p1':
    'Without an account you can look around in the try-out mode. To save, import or create prototypes, sign up — it is free.',
  'topic.prototypes.title': 'Prototypes & screens',
  'topic.prototypes.p1':
    'A prototype is a set of screens with widgets on them: buttons, labels, text boxes, images and more.',
  'topic.prototypes.screens.title': 'Screens',
  'topic.prototypes.screens.p1':
    'Each screen has the size of the device. A screen can inherit the widgets of another screen, so a menu or a header is drawn only once.',
  'topic.prototypes.widgets.title': 'Widgets',
  'topic.prototypes.widgets.p1':
    'Widgets have a position, a size and a style. Templates and design tokens keep colours and fonts the same on every screen.',
  'topic.links.title': 'Links',
  'topic.links.p1': 'Links make a prototype clickable: a line from a widget to a screen says where a click leads.',
  'topic.links.widgets.title': 'Linking widgets',
  'topic.links.widgets.p1':
    'Choose "Prototype" in the editor\'s bar and drag from a widget or a screen to the screen it should lead to. Or select the widget and pick a screen under "Link to screen…" in its properties.',
  'topic.links.widgets.p2':
    'Each link has an event — click, double click, long press, hover, input change, a swipe; a screen\'s links fire on a timer or when it is loaded — and a transition (slide, fade, grow). Change or delete them under "Links" in the properties. In prototype mode you can also click a link\'s arrow on the canvas: that selects the link and shows its settings; Delete removes it.',
  'topic.links.logic.title': 'Branching with LogicOr',
  'topic.links.logic.p1':
    'A LogicOr lets one action lead to different screens. Add "LogicOr" from the widget list: it sits on the canvas between the screens, drawn as a diamond marked "OR" that only the editor shows. In prototype mode, drag from a widget to the LogicOr, then from the LogicOr to each screen it may lead to.',
  'topic.links.logic.p2':
    'Select the LogicOr to give each way out a condition. Under "Only when", pick a widget: its value equals, does not equal, contains, is more than, is less than, is at least or is at most a value, or it is valid or not valid. The way without a condition is taken when no condition holds. "Pick a way out at random (A/B test)" sends each tester one way, chosen at random.',
  'topic.links.start.title': 'The start screen',
  'topic.links.start.p1':
    'A test starts on the screen marked as the start screen; without a mark, on the screen at the top left.',
  'topic.testing.title': 'Testing with users',
  'topic.testing.p1':
    'Share a test link with your testers. They play the prototype and solve your tasks; their clicks and inputs are recorded.',
  'topic.testing.invites.title': 'Invitations',
  'topic.testing.invites.p1':
    'The share dialog holds the test link. You can protect it with a password, or revoke it: old links then stop working.',
  'topic.testing.invites.p2':
    'Testers need no account. Nothing personal is stored beyond what they type into the prototype.',
  'topic.testing.qr.title': 'QR codes',
  'topic.testing.qr.p1': 'Testers with a phone scan the QR code of the share dialog and start the test at once.',
  'topic.testing.offline.title': 'Offline field studies',
  'topic.testing.offline.p1':
    'Open the test once while online: afterwards the prototype plays without a network. Interactions wait on the device and are uploaded when it is online again.',
  'topic.analytics.title': 'Analytics',
  'topic.analytics.p1': 'The results show how testers used your prototype: sessions, screens, clicks and tasks.',
  'topic.analytics.heatmaps.title': 'Heat maps',
  'topic.analytics.heatmaps.p1':
    'Heat maps show where testers clicked and where the mouse rested. Elements nobody used within the first three interactions are marked.',
  'topic.analytics.tasks.title': 'Tasks',
  'topic.analytics.tasks.p1':
    'A task is a flow of steps. A session succeeds when it passes all steps in order. Task details need a flow of two or more steps.',
  'topic.analytics.dropoff.title': 'Drop-off',
  'topic.analytics.dropoff.p1': 'The drop-off view shows at which step testers left a task. Select a task to see it.',
  'topic.analytics.confidence.title': 'Confidence intervals',
  'topic.analytics.confidence.p1':
    'With few testers a success rate is uncertain. The 95% interval (adjusted Wald) shows how far the true rate may lie from the measured one.',
  'topic.transfer.title': 'Import & export',
  'topic.transfer.p1': 'Move prototypes between accounts and tools.',
  'topic.transfer.import.title': 'Import',
  'topic.transfer.import.p1':
    'Import a ZIP exported from Protolab, or the JSON file of a prototype, also one from Quant-UX. Images must be JPG, PNG or GIF of at most 5 MB. Import is not possible in the try-out mode.',
  'topic.transfer.export.title': 'Export',
  'topic.transfer.export.p1':
    'In the settings of a prototype, "Export as ZIP" downloads it with all its images. Importing that ZIP gives the same prototype again.',
  'topic.team.title': 'Team',
  'topic.team.p1': 'Work on a prototype together: invite team members by email.',
  'topic.team.members.title': 'Adding members',
  'topic.team.members.p1':
    'In the team tab, enter an email and choose a role. Suggestions show people you have worked with before.',
  'topic.team.roles.title': 'Roles',
  'topic.team.roles.p1':
    'Owners can do everything, including deleting the prototype. Writers can design and test; readers can look and comment.',
  'topic.account.title': 'Account & privacy',
  'topic.account.p1': 'Your name, picture and password are on the My account page.',
  'topic.account.profile.title': 'Your profile',
  'topic.account.profile.p1': 'A name and a picture help your team see who changed what.',
  'topic.account.privacy.title': 'Privacy',
  'topic.account.privacy.p1':
    "We store testers' interactions, never personal data beyond what they type in. You can delete your account with all its prototypes at any time.",
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
  'topic.editor.title': 'The editor',
  'topic.editor.p1':
    'Open a prototype and choose "Open canvas": the canvas shows every screen where you placed it. On the left is the "Screens" list with the widget list below it, on the right the properties of what you selected. Team members who may only read see the same canvas without editing.',
  'topic.editor.widgets.title': 'Adding and arranging widgets',
  'topic.editor.widgets.p1':
    'Search the widget list by name. Click a widget to place it on the selected screen, or drag it onto any screen. New screens come from "Add screen" and "Draw" at the top of the "Screens" list.',
  'topic.editor.widgets.p2':
    'Click to select, Shift+click to add to the selection, or drag a rubber band over empty canvas. Drag the selection to move it (onto another screen, too); the eight handles resize it, Shift keeps the ratio and Alt resizes from the centre.',
  'topic.editor.widgets.p3':
    'Move around with Space+drag, the middle mouse button or a trackpad; zoom with Ctrl+wheel, a pinch or the + and − buttons. "Fit" shows every screen. Under "View", "Fit selection" zooms to what you selected and "100 %" shows screens at their real size (Shift+1, Shift+2, Shift+0).',
  'topic.editor.widgets.p4':
    'A moved widget snaps when its edges or centre come near those of another widget or of the screen: a pink guide shows the line it snapped to, and pink labels show the distance in pixels to its neighbours on each side. Resizing snaps the edge you drag in the same way. Under "View", "Snap to grid" puts widgets on a grid of the cell size you choose where no edge is near, and "Show grid" draws it. Hold Alt while dragging to place a widget freely.',
  'topic.editor.screens.title': 'The screens list',
  'topic.editor.screens.p1':
    'The "Screens" list sits above the widget list. Click a screen\'s row to select it and bring it into view. Double-click the name, or press F2, to rename it. Drag a row, or press Alt+↑ / Alt+↓, to change the order. The star makes a screen the start screen (there is only one); the copy and × buttons duplicate or delete it. With more than six screens, a search box filters the list.',
  'topic.editor.screens.p2':
    '"Add screen" adds a screen of the device size. To draw one, choose "Draw" or press S, then drag on the canvas: the new screen gets the size you dragged. A click instead of a drag places a screen of the device size there.',
  'topic.editor.text.title': 'Text and style',
  'topic.editor.text.p1':
    'Double-click a widget, or select it and press Enter, to type its text right on the canvas; Enter or Escape ends the typing.',
  'topic.editor.text.p2':
    'The properties show a widget\'s name, position, size and text, then "Content", the settings of its type, and "Style": background, text colour, border, corner radius, shadow, font, alignment, padding and opacity. With several widgets selected, a field shows a value when all share it, and a change applies to all. A selected screen shows its name, size, background and whether tests start on it.',
  'topic.editor.states.title': 'Content and states',
  'topic.editor.states.p1':
    '"Content" holds what only this type of widget has: the options of a drop-down, one a line; the rows of a table, cells split by commas; the data of a chart; a placeholder; an icon, picked from a list you can search. Under "Style", "More" lists the style settings of the type.',
  'topic.editor.states.p2':
    'A switch above the style picks the state: Normal, Hover, Focus, Active or Error. So a widget can look different when the pointer is over it, when it has the focus, while it is pressed or when it shows an error. In a state other than Normal, a field shows the normal value greyed until you set the state\'s own value; its × ("Clear …") removes that value.',
  'topic.editor.menu.title': 'Menu, lock and hide',
  'topic.editor.menu.p1':
    'Right-click a widget, a screen, a link or empty canvas for a menu of actions: cut, copy, paste, duplicate, edit text, bring to front, send to back, lock or unlock, hide or show, make start screen, add screen, select all, delete. Each shows its shortcut. Shift+F10 or the menu key opens it at the selection; arrow keys move in it, Enter runs an action, Escape closes it.',
  'topic.editor.menu.p2':
    'A locked widget (Ctrl+Shift+L) can still be selected with a click, but drags, arrow keys and handles leave it in place, and a rubber band passes it by. A hidden widget (Ctrl+Shift+H) is never shown to testers, nor in thumbnails, heat maps or replays; the editor shows it faint so you can select it and show it again. Ctrl+] / Ctrl+[ bring forward / send backward; with Shift, to the front / to the back.',
  'topic.editor.saving.title': 'Undo and saving',
  'topic.editor.saving.p1':
    'Every change is saved as you work; the bar says whether all changes are saved, how many are waiting, or that you are offline. Changes made offline are kept in the browser and sent when the connection is back, even after closing the tab.',
  'topic.editor.saving.p2':
    'Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z or Ctrl+Y) work step by step: a drag or a typed text is one step. The history is kept on the server, so undo goes on after a reload.',
  'topic.editor.keys.title': 'Keyboard',
  'topic.editor.keys.p1':
    'With the canvas focused: arrow keys move the selection by 1 px, with Shift by 10 px; Delete removes it; Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste (also into another prototype, styles included); Ctrl+D duplicates; Ctrl+A selects the widgets of the screen; Escape clears the selection.',
  'topic.editor.keys.p2':
    'Ctrl+] and Ctrl+[ bring the selection forward or send it backward; with Shift, to the front or the back. Ctrl+Shift+L locks or unlocks it, Ctrl+Shift+H hides or shows it. S starts drawing a screen. Shift+F10 or the menu key opens the actions menu. In the "Screens" list, F2 renames a screen and Alt+↑ / Alt+↓ move it. Press ? to see every shortcut.',
};
