/**
 * Every TanStack Query key of the app, in one list. A feature reads and invalidates its data through
 * these, and so can another feature (buying a picture invalidates the credits): a key written as a
 * literal anywhere else is refused by lint, so a change of shape here reaches every caller.
 * Each area's `all` is the prefix of its every key, for invalidating the whole area.
 */
const admin = ['admin'] as const;
const books = ['books'] as const;
const credits = ['credits'] as const;
const printOrders = ['print-orders'] as const;
const stories = ['stories'] as const;
const subscription = ['subscription'] as const;
const uploadedBooks = ['uploaded-books'] as const;
const plans = ['plans'] as const;

export const queryKeys = {
  admin: {
    all: admin,
    dashboard: [...admin, 'dashboard'] as const,
    orders: [...admin, 'orders'] as const,
    orderList: (filters: unknown) => [...admin, 'orders', 'list', filters] as const,
    orderLists: [...admin, 'orders', 'list'] as const,
    order: (orderId: string) => [...admin, 'orders', 'one', orderId] as const,
    plans: [...admin, 'plans'] as const,
    creditPackages: [...admin, 'credit-packages'] as const,
    customers: [...admin, 'customers'] as const,
    customerList: (filters: unknown) => [...admin, 'customers', 'list', filters] as const,
    customer: (customerId: string) => [...admin, 'customers', 'one', customerId] as const,
    settings: [...admin, 'settings'] as const,
    printPrices: [...admin, 'print-prices'] as const,
    providers: [...admin, 'providers'] as const,
    auditLog: [...admin, 'audit-log'] as const,
    auditLogPage: (params: unknown) => [...admin, 'audit-log', params] as const,
  },
  profile: ['auth', 'profile'] as const,
  brand: ['brand'] as const,
  books: {
    all: books,
    one: (storyId: string) => [...books, storyId] as const,
    pagePictures: (storyId: string, pageNumber: number) => [...books, storyId, 'pictures', pageNumber] as const,
    imageModels: [...books, 'image-models'] as const,
    creditCosts: ['book-credit-costs'] as const,
  },
  shareLinks: (storyId: string) => ['share-links', storyId] as const,
  sharedBook: (token: string) => ['shared-book', token] as const,
  pdfExport: (exportId: string | null | undefined) => ['pdf-exports', exportId] as const,
  epubExport: (exportId: string | null) => ['epub-exports', exportId] as const,
  credits: {
    all: credits,
    balance: [...credits, 'balance'] as const,
    transactions: [...credits, 'transactions'] as const,
    check: (model: string, numImages: number) => [...credits, 'check', model, numImages] as const,
    packages: [...credits, 'packages'] as const,
  },
  payment: (paymentId: string) => ['payments', paymentId] as const,
  plans: { all: plans, storyLengths: [...plans, 'story-lengths'] as const },
  subscription: {
    all: subscription,
    current: (customerId: string | undefined) => [...subscription, 'current', customerId] as const,
    status: (customerId: string | undefined) => [...subscription, 'status', customerId] as const,
  },
  stories: {
    all: stories,
    one: (storyId: string) => [...stories, storyId] as const,
    idea: (storyId: string) => [...stories, storyId, 'idea'] as const,
    photos: (storyId: string) => [...stories, storyId, 'photos'] as const,
    filter: (kind: string) => [...stories, 'filter', kind] as const,
    summary: [...stories, 'summary'] as const,
  },
  printOrders: {
    all: printOrders,
    lists: [...printOrders, 'list'] as const,
    list: (page: number) => [...printOrders, 'list', page] as const,
    one: (orderId: string) => [...printOrders, 'one', orderId] as const,
    options: [...printOrders, 'options'] as const,
    quote: (book: unknown, input: unknown) => [...printOrders, 'quote', book, input] as const,
  },
  uploadedBooks: {
    all: uploadedBooks,
    lists: [...uploadedBooks, 'list'] as const,
    list: (page: number) => [...uploadedBooks, 'list', page] as const,
    one: (bookId: string) => [...uploadedBooks, 'one', bookId] as const,
  },
  job: (jobId: string | undefined) => ['jobs', jobId] as const,
  savedCharacters: ['saved-characters'] as const,
};
