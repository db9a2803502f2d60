import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/layout/not-found-page';
import { AdminRoute } from '../features/auth/components/admin-route';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { AppLayout } from './layouts/app-layout';
import { BareLayout } from './layouts/bare-layout';
import { MarketingLayout } from './layouts/marketing-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyComponent } from './lazy-component';

const LandingPage = lazyComponent(() => import('../features/marketing/components/landing-page'), 'LandingPage');
const SignInPage = lazyComponent(() => import('../features/auth/components/sign-in-page'), 'SignInPage');
const SignUpPage = lazyComponent(() => import('../features/auth/components/sign-up-page'), 'SignUpPage');
const VerifyEmailPage = lazyComponent(() => import('../features/auth/components/verify-email-page'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyComponent(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyComponent(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage');
const ProfileRoute = lazyComponent(() => import('./pages/profile-route'), 'ProfileRoute');
const PricingRoute = lazyComponent(() => import('./pages/pricing-route'), 'PricingRoute');
const FeaturesRoute = lazyComponent(() => import('./pages/features-route'), 'FeaturesRoute');
const AboutPage = lazyComponent(() => import('../features/marketing/components/about/about-page'), 'AboutPage');
const ContactPage = lazyComponent(() => import('../features/contact/components/contact-page'), 'ContactPage');
const HelpPage = lazyComponent(() => import('../features/help/components/help-page'), 'HelpPage');
const PrivacyPage = lazyComponent(() => import('../features/legal/components/privacy-page'), 'PrivacyPage');
const TermsPage = lazyComponent(() => import('../features/legal/components/terms-page'), 'TermsPage');
const TestCheckoutPage = lazyComponent(() => import('../features/billing/components/test-checkout-page'), 'TestCheckoutPage');
const DashboardRoute = lazyComponent(() => import('./pages/dashboard-route'), 'DashboardRoute');
const StoryDetailsPage = lazyComponent(() => import('../features/stories/components/story-details-page'), 'StoryDetailsPage');
const StoryGeneratingPage = lazyComponent(() => import('../features/stories/components/story-generating-page'), 'StoryGeneratingPage');
const BuildPage = lazyComponent(() => import('../features/books/components/build-page'), 'BuildPage');
const SharedBookPage = lazyComponent(() => import('../features/books/components/shared-book-page'), 'SharedBookPage');
const BookPage = lazyComponent(() => import('../features/books/components/book-page'), 'BookPage');
const StoryPrintOrderRoute = lazyComponent(() => import('./pages/print-order-route'), 'StoryPrintOrderRoute');
const UploadedBookPrintOrderRoute = lazyComponent(() => import('./pages/print-order-route'), 'UploadedBookPrintOrderRoute');
const OrderConfirmationPage = lazyComponent(() => import('../features/print-orders/components/order-confirmation-page'), 'OrderConfirmationPage');
const MyCharactersPage = lazyComponent(() => import('../features/saved-characters/components/my-characters-page'), 'MyCharactersPage');
const UploadedBooksPage = lazyComponent(() => import('../features/uploaded-books/components/uploaded-books-page'), 'UploadedBooksPage');
const OrdersPage = lazyComponent(() => import('../features/print-orders/components/orders-page'), 'OrdersPage');
const AdminLayout = lazyComponent(() => import('./layouts/admin/admin-layout'), 'AdminLayout');
const AdminDashboardPage = lazyComponent(() => import('../features/admin/components/dashboard/dashboard-page'), 'DashboardPage');
const AdminOrdersPage = lazyComponent(() => import('../features/admin/components/orders/orders-page'), 'OrdersPage');
const AdminOrderDetailPage = lazyComponent(() => import('../features/admin/components/orders/order-detail-page'), 'OrderDetailPage');
const AdminPlansPage = lazyComponent(() => import('../features/admin/components/plans/plans-page'), 'PlansPage');
const AdminCustomersPage = lazyComponent(() => import('../features/admin/components/customers/customers-page'), 'CustomersPage');
const AdminCustomerDetailPage = lazyComponent(() => import('../features/admin/components/customers/customer-detail-page'), 'CustomerDetailPage');
const AdminSettingsPage = lazyComponent(() => import('../features/admin/components/settings/settings-page'), 'SettingsPage');

/** Spec §2 route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MarketingLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'pricing', element: <PricingRoute /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'features', element: <FeaturesRoute /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: 'signin', element: <SignInPage /> },
          { path: 'signup', element: <SignUpPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'read/:token', element: <SharedBookPage /> },
        ],
      },
      {
        element: (
          <ProtectedRoute>
            <AppLayout />
          </ProtectedRoute>
        ),
        children: [
          { path: 'dashboard', element: <DashboardRoute /> },
          { path: 'home', element: <DashboardRoute /> },
          { path: 'story/details', element: <StoryDetailsPage /> },
          { path: 'story/generating', element: <StoryGeneratingPage /> },
          { path: 'build', element: <BuildPage /> },
          { path: 'book/:storyId', element: <BookPage /> },
          { path: 'print-order/:storyId', element: <StoryPrintOrderRoute /> },
          { path: 'print-order/uploaded-book/:bookId', element: <UploadedBookPrintOrderRoute /> },
          { path: 'uploaded-books', element: <UploadedBooksPage /> },
          { path: 'my-characters', element: <MyCharactersPage /> },
          { path: 'order-confirmation/:orderId', element: <OrderConfirmationPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'checkout/test/:paymentId', element: <TestCheckoutPage /> },
        ],
      },
      {
        path: 'admin',
        element: (
          <AdminRoute>
            <AdminLayout />
          </AdminRoute>
        ),
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'orders', element: <AdminOrdersPage /> },
          { path: 'orders/:orderId', element: <AdminOrderDetailPage /> },
          { path: 'plans', element: <AdminPlansPage /> },
          { path: 'customers', element: <AdminCustomersPage /> },
          { path: 'customers/:customerId', element: <AdminCustomerDetailPage /> },
          { path: 'settings', element: <AdminSettingsPage /> },
        ],
      },
    ],
  },
];
