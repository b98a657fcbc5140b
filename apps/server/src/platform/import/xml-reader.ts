import { SaxesParser } from 'saxes';

/** What a reader of an XML part listens to. Element names come without their namespace prefix. */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/**
 * A streaming XML parser (saxes): `write` chunks of text, then `close`. Bad XML throws, and so does
 * any entity a DOCTYPE declares: saxes expands none, so an upload cannot reach files or blow up.
 */
export function xmlReader(handlers: XmlHandlers): { write(chunk: string): void; close(): void } {
  const parser = new SaxesParser();
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes as Record<string, string>));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  return {
    write: (chunk) => {
      parser.write(chunk);
    },
    close: () => {
      parser.close();
    },
  };
}

/**
 * Reads a whole (small) XML part. '' is a part the file leaves out (sharedStrings.xml when no cell
 * holds text, the relations or styles of a minimal writer) and reads as nothing.
 */
export function readXml(xml: string, handlers: XmlHandlers): void {
  if (xml === '') return;
  const reader = xmlReader(handlers);
  reader.write(xml);
  reader.close();
}
