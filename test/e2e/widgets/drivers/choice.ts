// How a tester operates each choice widget (checks, radios, toggles, segments, tiles, stars) in
// the player, from its palette defaults, and the value the player must record.
import type { WidgetDriver } from '../widgetDriver';

export const choiceDrivers: Record<string, WidgetDriver> = {
  CheckBox: {
    drive: (widget) => widget.getByRole('checkbox').click(),
    expected: true,
  },
  LabeledCheckBox: {
    // a tap on the label ticks the box
    drive: (widget) => widget.getByText('Check me').click(),
    expected: true,
  },
  CheckBoxGroup: {
    async drive(widget) {
      await widget.getByText('Option 3').click();
      await widget.getByRole('checkbox', { name: 'Option 1' }).click();
    },
    // the ticked labels in option order, not in the order they were ticked
    expected: ['Option 1', 'Option 3'],
  },
  RadioBox: {
    drive: (widget) => widget.getByRole('radio').click(),
    expected: true,
  },
  RadioBox2: {
    drive: (widget) => widget.getByRole('radio').click(),
    expected: true,
  },
  LabeledRadioBox: {
    drive: (widget) => widget.getByText('Choose me').click(),
    expected: true,
  },
  RadioGroup: {
    async drive(widget, page) {
      await widget.getByRole('radio', { name: 'Option 1' }).click();
      await page.keyboard.press('ArrowDown');
    },
    expected: 'Option 2',
  },
  RadioTable: {
    async drive(widget) {
      await widget
        .getByRole('radiogroup', { name: 'Question 1' })
        .getByRole('radio', { name: 'Agree', exact: true })
        .click();
      await widget
        .getByRole('radiogroup', { name: 'Question 3' })
        .getByRole('radio', { name: 'Disagree', exact: true })
        .click();
    },
    expected: ['Agree', '', 'Disagree'],
  },
  Switch: {
    drive: (widget) => widget.getByRole('switch').click(),
    expected: true,
  },
  ToggleButton: {
    drive: (widget) => widget.getByRole('button', { name: 'Toggle' }).click(),
    expected: true,
  },
  IconToggle: {
    drive: (widget) => widget.getByRole('button').click(),
    expected: true,
  },
  IconToggleButton: {
    drive: (widget) => widget.getByRole('button', { name: 'Favourite' }).click(),
    expected: true,
  },
  LabeledIconToggle: {
    drive: (widget) => widget.getByText('Like').click(),
    expected: true,
  },
  SegmentButton: {
    async drive(widget, page) {
      // "One" is chosen already: a tap only focuses it, the arrow key moves the choice
      await widget.getByRole('radio', { name: 'One' }).click();
      await page.keyboard.press('ArrowRight');
    },
    expected: 'Two',
  },
  SegmentPicker: {
    drive: (widget) => widget.getByText('Month').click(),
    expected: 'Month',
  },
  VisualPicker: {
    drive: (widget) => widget.getByRole('option', { name: 'Train' }).click(),
    expected: 'Train',
  },
  Rating: {
    // three of five stars to start with
    drive: (widget) => widget.locator('[data-star="4"]').click(),
    expected: 4,
  },
};
