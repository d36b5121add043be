/**
 * The one catalogue factory lives in packages/shared (its rule tests use it too) and reaches the web's tests as
 * `@jumun/shared/testing`. The storefront tests still import this path; the storefront engineer points them at
 * `@jumun/shared/testing` and deletes this file.
 */
export { makeCategory, makeOption, makeOptionGroup, makeProduct } from '@jumun/shared/testing';
