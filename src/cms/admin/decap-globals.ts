/**
 * What Decap CMS's prebuilt bundle puts on `window`, typed as far as this site uses it. The bundle
 * carries its own React; `h` is its createElement and `createClass` its class-component helper, so
 * widgets built with them render inside the CMS's own tree.
 */

/** Decap's immutable maps and lists, as far as widgets read them. */
export interface ImmutableLike {
  get(key: string): unknown;
  toJS(): unknown;
}

export interface DecapEntry {
  get(key: "data"): ImmutableLike;
  get(key: "collection" | "slug" | "path"): string;
}

export interface WidgetProps {
  value: unknown;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper: string;
  field: ImmutableLike;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

export interface PreviewProps {
  entry: DecapEntry;
  getAsset: (path: string) => { toString(): string } | string;
}

export type Element = unknown;
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;

/** A createClass spec: plain methods, `this` bound to the component (props, state, setState). */
export type ClassSpec<Props> = ThisType<{ props: Props; state: Record<string, unknown>; setState(state: Record<string, unknown>): void }> &
  Record<string, unknown>;

/** A widget as Decap registered it: its control is a React class component a site widget may extend. */
export interface RegisteredWidget {
  control: new (props: never) => object;
  preview?: unknown;
  schema?: object;
}

export interface DecapCms {
  init(options: { config: object }): void;
  getWidget(name: string): RegisteredWidget | undefined;
  /** The interface's phrases of a language, nested by screen (`editor.editorControlPane.widget…`). */
  getLocale(locale: string): Record<string, unknown> | undefined;
  registerLocale(locale: string, phrases: Record<string, unknown>): void;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: object): void;
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: unknown): string }): void;
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: DecapEntry }) => unknown }): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
  registerPreviewStyle(url: string): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    h?: CreateElement;
    createClass?: <Props>(spec: ClassSpec<Props>) => unknown;
  }
}
