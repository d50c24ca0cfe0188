export declare const quantUxDir: string;
export declare const hasQuantUx: boolean;
export declare const quantUxAppFiles: readonly [
  'funnelApp.json',
  'export_snack.json',
  'simSimpleForm.json',
  'canvasTestApp.json',
  'designToken1.json',
];
export declare function readQuantUx<T = unknown>(name: string): T;
