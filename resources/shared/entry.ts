import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ResourceName } from './definition';

/** One <Resource>: `<Resource name={entry.name} {...entry.props} />`. */
export interface ResourceEntry {
  readonly name: ResourceName;
  readonly props: Omit<ResourceProps, 'name'>;
}

/** A named export loaded on first render, so the sign-in page does not carry every list. */
export function lazyNamed<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

export const PendingDetail = lazyNamed(() => import('./PendingScreen'), 'PendingDetail');
export const PendingCreate = lazyNamed(() => import('./PendingScreen'), 'PendingCreate');

/** /<resource>/new: a child route, which react-router ranks above the detail route /<resource>/:id. */
export const newRoute = (element: ComponentType) => createElement(Route, { path: 'new', element: createElement(element) });
