// The mail renderer as a built entry of its own (api/build.mjs: dist/mail-renderer.js), so the
// templates the image ships can be rendered straight from its build, without a database or SMTP:
// the image check (scripts/test/api-image-mail.test.mjs) builds the API the way api/Dockerfile
// does and renders every template through this file. The server bundles the same modules.
export { renderMail, MailTemplateError } from './render-mail';
export { TEMPLATE_DATA_SCHEMAS } from './template-data';
export { brandFrom } from './brand';
