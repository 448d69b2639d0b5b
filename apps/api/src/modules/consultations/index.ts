export { isRoomOpen, type RoomHours } from './room-window.js';
export { partyInRoom } from './party-in-room.js';
