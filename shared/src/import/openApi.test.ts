import { describe, expect, it } from 'vitest';
import { Editor } from '../editor/editor';
import { pasteInto } from '../editor/commands/clipboardCommands';
import { newApp } from '../model/app';
import { newScreen } from '../model/screen';
import { errorLabelsOf } from '../simulator/errorMessages';
import { boundVariable } from '../simulator/dataBinding';
import { isValidValue, validationRuleOf } from '../simulator/validation';
import { apiFields } from './openApiFields';
import { apiResources, isApiDescription, type ApiSchema } from './openApiResources';
import { openApiApp, openApiClipboard, type ApiScreenTexts } from './openApiScreens';
import { startScreen } from '../appDocument/startScreen';
import { integrityIssue } from '../appDocument/integrity';

const TEXTS: ApiScreenTexts = {
  start: 'Start',
  list: (name) => `${name} list`,
  detail: (name) => `${name} detail`,
  form: (name) => `Edit ${name}`,
  add: 'New',
  edit: 'Edit',
  save: 'Save',
  back: 'Back',
  invalid: 'Please check this field',
};

// dereferenced, as swagger-parser hands it over: the $refs are the same objects
const entity: ApiSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', readOnly: true } },
};
const booking: ApiSchema = {
  title: 'Booking',
  allOf: [
    entity,
    {
      type: 'object',
      required: ['guest', 'email', 'checkIn'],
      properties: {
        guest: { type: 'string', minLength: 2, maxLength: 60 },
        email: { type: 'string', format: 'email' },
        password: { type: 'string', format: 'password' },
        website: { type: 'string', format: 'uri' },
        notes: { type: 'string', maxLength: 2000 },
        breakfast: { type: 'boolean' },
        room: { type: 'string', enum: ['single', 'double', 'suite'] },
        country: { type: 'string', enum: ['DE', 'ES', 'FR', 'PT', 'CN', 'UK'] },
        guests: { type: 'integer', minimum: 1, maximum: 6 },
        nights: { type: 'integer', maximum: 30 },
        checkIn: { type: 'string', format: 'date' },
        code: { type: 'string', pattern: '^[A-Z]{3}$' },
        extras: { type: 'array', items: { type: 'string', enum: ['parking', 'spa'] } },
        address: { type: 'object', properties: { street: { type: 'string' } } },
      },
    },
  ],
};
const description = {
  openapi: '3.1.0',
  paths: {
    '/bookings': {
      get: {
        summary: 'List bookings',
        responses: { 200: { content: { 'application/json': { schema: { type: 'array', items: booking } } } } },
      },
      post: { requestBody: { content: { 'application/json': { schema: booking } } }, responses: { 201: {} } },
    },
    '/bookings/{id}': {
      get: { responses: { 200: { content: { 'application/json': { schema: booking } } } } },
      put: { requestBody: { content: { 'application/json': { schema: booking } } }, responses: { 200: {} } },
      delete: { responses: { 204: {} } },
    },
    '/rooms': {
      get: {
        responses: {
          '200': {
            schema: {
              type: 'object',
              properties: {
                items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
              },
            },
          },
        },
      },
    },
  },
};

describe('OpenAPI resources', () => {
  it('groups paths into resources with their operations and merged schema', () => {
    expect(isApiDescription(description)).toBe(true);
    expect(isApiDescription({ openapi: '3.1.0' })).toBe(false);
    expect(isApiDescription({ swagger: '2.0', paths: {} })).toBe(true);
    const [bookings, rooms] = apiResources(description);
    expect(bookings.key).toBe('bookings');
    expect(bookings.name).toBe('Booking');
    expect(bookings.operations.map((op) => `${op.kind} ${op.id}`)).toEqual([
      'list GET /bookings',
      'create POST /bookings',
      'detail GET /bookings/{id}',
      'update PUT /bookings/{id}',
      'delete DELETE /bookings/{id}',
    ]);
    expect(Object.keys(bookings.schema.properties ?? {})).toContain('id');
    expect(bookings.schema.required).toEqual(expect.arrayContaining(['id', 'guest', 'email', 'checkIn']));
    // a wrapped list answer ({ items: [...] }): its records' fields
    expect(rooms.name).toBe('Rooms');
    expect(Object.keys(rooms.schema.properties ?? {})).toEqual(['name']);
  });

  it('chooses inputs by type and format, with labels and validation rules', () => {
    const fields = Object.fromEntries(apiFields(apiResources(description)[0].schema).map((f) => [f.name, f]));
    const inputs = Object.fromEntries(Object.values(fields).map((f) => [f.name, f.input]));
    expect(inputs).toEqual({
      id: 'TextBox',
      guest: 'TextBox',
      email: 'TextBox',
      password: 'Password',
      website: 'TextBox',
      notes: 'TextArea',
      breakfast: 'Switch',
      room: 'RadioGroup',
      country: 'DropDown',
      guests: 'Spinner',
      nights: 'TextBox',
      checkIn: 'DateDropDown',
      code: 'TextBox',
      extras: 'CheckBoxGroup',
    });
    expect(fields.id.readOnly).toBe(true);
    expect(fields.checkIn.label).toBe('Check in');
    expect(fields.guest.validation).toEqual({ required: true, min: 2, max: 60 });
    expect(fields.email.validation).toEqual({ required: true, type: 'email' });
    expect(fields.nights.validation).toEqual({ type: 'int', max: 30 });
    expect(fields.code.validation).toEqual({ pattern: '^[A-Z]{3}$' });
    expect(fields.guests.options).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(fields.room.options).toEqual(['single', 'double', 'suite']);
    expect(fields.extras.options).toEqual(['parking', 'spa']);
    expect(isValidValue(fields.website.validation, 'not a link')).toBe(false);
    expect(isValidValue(fields.website.validation, 'https://example.org/x')).toBe(true);
  });
});

describe('OpenAPI screens', () => {
  const resources = apiResources(description);
  const all = new Set(resources.flatMap((r) => r.operations.map((op) => op.id)));
  const clip = openApiClipboard(resources, { operations: all, screenSize: { w: 375, h: 667 }, texts: TEXTS });
  const screenNamed = (name: string) => clip.screens.find((s) => s.name === name)!;
  const widgetsOn = (name: string) => clip.widgets.filter((w) => screenNamed(name).children.includes(w.id));
  const linkFrom = (screen: string, label: string) => {
    const widget = widgetsOn(screen).find((w) => w.props?.label === label)!;
    return clip.lines.find((l) => l.from === widget.id);
  };

  it('makes a start screen, and a list, detail and form per resource, linked in a round', () => {
    expect(clip.screens.map((s) => s.name)).toEqual([
      'Start',
      'Booking list',
      'Booking detail',
      'Edit Booking',
      'Rooms list',
    ]);
    const table = widgetsOn('Booking list').find((w) => w.type === 'Table')!;
    expect((table.props?.data as string[][])[0]).toEqual(['Id', 'Guest', 'Email']);
    expect(clip.lines.find((l) => l.from === table.id)?.to).toBe(screenNamed('Booking detail').id);
    expect(linkFrom('Booking detail', 'Edit')?.to).toBe(screenNamed('Edit Booking').id);
    const save = linkFrom('Edit Booking', 'Save')!;
    expect(save.to).toBe(screenNamed('Booking list').id);
    expect(save.validation).toEqual({ all: true });
    expect(linkFrom('Start', 'Rooms')?.to).toBe(screenNamed('Rooms list').id);
    // every widget lies on its screen
    for (const screen of clip.screens)
      for (const w of clip.widgets.filter((w) => screen.children.includes(w.id))) {
        expect(w.x).toBeGreaterThanOrEqual(screen.x);
        expect(w.y + w.h).toBeLessThanOrEqual(screen.y + screen.h);
      }
  });

  it('binds each input to a variable the detail screen shows, with its rule and error message', () => {
    const form = widgetsOn('Edit Booking');
    const guest = form.find((w) => w.type === 'TextBox' && w.props?.label === 'Guest')!;
    expect(validationRuleOf(guest.props)).toEqual({ required: true, min: 2, max: 60 });
    const [error] = errorLabelsOf(guest.props);
    expect(form.find((w) => w.id === error)?.props?.label).toBe('Please check this field');
    const shown = widgetsOn('Booking detail').filter((w) => boundVariable(w.props) === boundVariable(guest.props));
    expect(shown).toHaveLength(1);
    expect(form.some((w) => w.props?.label === 'Id')).toBe(false);
    expect(form.some((w) => w.props?.label === 'Address')).toBe(false);
  });

  it('makes screens only for the picked operations, pasted as one undo step', () => {
    const picked = openApiClipboard(resources, {
      operations: new Set(['GET /bookings', 'GET /bookings/{id}']),
      screenSize: { w: 375, h: 667 },
      texts: TEXTS,
    });
    expect(picked.screens.map((s) => s.name)).toEqual(['Start', 'Booking list', 'Booking detail']);
    const home = newScreen({ id: 'home', name: 'Home', props: { start: true } });
    const editor = new Editor(newApp({ screens: { home } }));
    editor.run(pasteInto(editor.doc, picked, { type: 'importOpenApi' }));
    expect(Object.keys(editor.doc.screens)).toHaveLength(4);
    expect(Object.keys(editor.doc.lines)).toHaveLength(picked.lines.length);
    editor.undo();
    expect(Object.keys(editor.doc.screens)).toEqual(['home']);
  });

  it('makes a whole new prototype that starts on the start screen', () => {
    const app = openApiApp(clip, { name: 'Bookings', screenSize: { w: 375, h: 667 } });
    expect(app.name).toBe('Bookings');
    expect(startScreen(app)?.name).toBe('Start');
    expect(Object.keys(app.widgets)).toHaveLength(clip.widgets.length);
    expect(Object.keys(app.lines)).toHaveLength(clip.lines.length);
    const touched = [
      ...Object.keys(app.screens).map((id) => ({ parent: 'screens' as const, id })),
      ...Object.keys(app.widgets).map((id) => ({ parent: 'widgets' as const, id })),
      ...Object.keys(app.lines).map((id) => ({ parent: 'lines' as const, id })),
    ];
    expect(integrityIssue(app, touched)).toBeUndefined();
  });
});
