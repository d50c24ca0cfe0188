/** Whether two JSON values are equal. Records come from JSON and keep their key order, so their text compares. */
export const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
