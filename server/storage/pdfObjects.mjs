/**
 * Checks over every object of a PDF as pdf-lib lists them (object streams included; pdf-lib
 * decodes #-escaped names), for what pdf.js does not report. Plain JavaScript: it runs in the
 * worker thread (pdf.worker.mjs).
 */
import { PDFArray, PDFDict, PDFName, PDFStream } from 'pdf-lib';

/**
 * Actions a viewer would run: JavaScript (document, page, link, form field, in the names tree or
 * an OpenAction), Launch (start a program) and the other actions that run code or send data.
 * pdf.js reports only document-level scripts, so every dictionary is looked at.
 */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'RichMediaExecute', 'Rendition']);

/**
 * Actions that leave the document. A link a reader clicks may open a web address (a résumé's
 * LinkedIn page); the document opening one by itself, or another file (a \\server\share path
 * leaks the reader's Windows credentials), is refused.
 */
const LEAVING_ACTIONS = new Set(['URI', 'GoToR', 'GoToE', 'Launch', 'SubmitForm', 'ImportData']);
/** Where a PDF puts actions that run without a click: on opening, and on page or document events. */
const AUTOMATIC_KEYS = new Set(['OpenAction', 'AA']);

const dictOf = (obj) => (obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null);
const nameOf = (value) => (value instanceof PDFName ? value.decodeText() : null);

/** 'active', 'leaves' or 'ok'. */
export function activeVerdict(doc) {
  const dicts = everyDict(doc);
  const runsCode = dicts.some((dict) =>
    dict.entries().some(([key, value]) => ACTIVE_KEYS.has(key.decodeText()) || (key.decodeText() === 'S' && ACTIVE_ACTIONS.has(nameOf(value)))),
  );
  if (runsCode) return 'active';
  return dicts.some((dict) => leavesByItself(doc.context, dict)) ? 'leaves' : 'ok';
}

/** Every dictionary of the document, those written inside another object included. */
function everyDict(doc) {
  const seen = new Set();
  const dicts = [];
  const visit = (obj) => {
    if (!obj || seen.has(obj)) return;
    seen.add(obj);
    const dict = dictOf(obj);
    if (dict) {
      dicts.push(dict);
      for (const [, value] of dict.entries()) visit(value);
    } else if (obj instanceof PDFArray) {
      for (const item of obj.asArray()) visit(item);
    }
  };
  for (const [, obj] of doc.context.enumerateIndirectObjects()) visit(obj);
  return dicts;
}

function leavesByItself(context, dict) {
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    if (!AUTOMATIC_KEYS.has(name)) continue;
    const target = dictOf(context.lookup(value));
    if (!target) continue;
    // OpenAction is an action; AA maps events (page opened, document closed, ...) to actions.
    const actions = name === 'AA' ? target.entries().map(([, action]) => context.lookup(action)) : [target];
    if (actions.some((action) => actionLeaves(context, action, new Set()))) return true;
  }
  return false;
}

/** An action, or one chained after it (/Next), that leaves the document. */
function actionLeaves(context, action, seen) {
  const dict = dictOf(action);
  if (!dict || seen.has(dict)) return false;
  seen.add(dict);
  if (LEAVING_ACTIONS.has(nameOf(dict.get(PDFName.of('S'))))) return true;
  const next = context.lookup(dict.get(PDFName.of('Next')));
  const chained = next instanceof PDFArray ? next.asArray().map((a) => context.lookup(a)) : [next];
  return chained.some((a) => actionLeaves(context, a, seen));
}
