// The front-end test harness every remote's tests import (`shared-ui/testing`); never part of a bundle.
export { fakeUploads, type FakeUploads, type SentUpload, type UploadReply } from './fake-xhr';
export {
  byRoute,
  byUrl,
  fakeResponse,
  inOrder,
  paged,
  stubFetch,
  type FetchCall,
  type FetchStub,
  type Reply,
  type Responder,
} from './fetch-stub';
export { languagesFixture } from './languages-fixture';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { verificationFixture } from './verification-fixture';
export { visibleMarkup } from './visible-markup';
