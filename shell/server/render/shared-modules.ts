// The renderer's copies of the shared packages, handed to every remote server bundle it runs
// (their `require` of a shared package lands here). One React, one router context, one
// styled-components sheet, one auth store: the same singletons federation gives the browser
// (docs/decisions/002-shared-singletons.md). A remote built against a package missing here
// is refused with a clear message rather than rendered half-way (remote-bundles.ts).
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';
import * as styledComponents from 'styled-components';
import * as zustand from 'zustand';
import * as swr from 'swr';
import * as zod from 'zod';
import * as reactHookForm from 'react-hook-form';
import * as mfeShared from 'mfe-shared';
import * as mfeSharedContracts from 'mfe-shared/contracts';
import * as mfeSharedAccount from 'mfe-shared/contracts/account';
import * as mfeSharedDownload from 'mfe-shared/download';
import * as mfeSharedPasswordInput from 'mfe-shared/ui/password-input';

export const SHARED_MODULES: Readonly<Record<string, unknown>> = Object.freeze({
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  'react-router-dom': reactRouterDom,
  'styled-components': styledComponents,
  zustand,
  swr,
  zod,
  'react-hook-form': reactHookForm,
  'mfe-shared': mfeShared,
  'mfe-shared/contracts': mfeSharedContracts,
  'mfe-shared/contracts/account': mfeSharedAccount,
  'mfe-shared/download': mfeSharedDownload,
  'mfe-shared/ui/password-input': mfeSharedPasswordInput,
});
