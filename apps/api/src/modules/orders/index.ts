export { ORDER_HOLD_JOB, orderHoldJobHandler } from './hold.js';
export { ORDER_REFUSALS, orderPayable } from './payable.js';
export { ordersRoutes } from './routes.js';
export { ordersService, type OrdersService, type OrdersSettings } from './service.js';
export { forgetAccountOrders } from './forget-account.js';
